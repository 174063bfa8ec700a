import { snakeify } from '~/api/__generated__/util'
import { jsonFields } from '~/util/json-fields'

/**
 * A peer's BGP message history as rows of a table. The API document gives
 * `BgpMessageHistory` no schema; a switch sends `{ sent, received }`, each a
 * list of `{ timestamp, message: { type, value } }`. What has that shape
 * becomes one row per message, oldest first; anything else is shown field
 * by field (`jsonFields`), never as raw JSON.
 */
export type BgpMessageRow = {
  direction: 'sent' | 'received'
  time: string
  type: string
  details: string
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** A message's value, in the API's own (snake_case) field names: "asn 65547, hold_time 6". */
const detailsOf = (value: unknown) =>
  value === undefined
    ? ''
    : jsonFields(isRecord(value) ? snakeify(value) : value)
        .map((f) => (f.path === 'value' ? f.value : `${f.path} ${f.value}`))
        .join(', ')

/** The rows of a history of the known shape, or undefined when it has another. */
export function bgpMessages(history: unknown): BgpMessageRow[] | undefined {
  if (!isRecord(history)) return undefined
  const { sent, received } = history
  if (!Array.isArray(sent) && !Array.isArray(received)) return undefined
  const rows: BgpMessageRow[] = []
  for (const [direction, list] of [
    ['sent', sent],
    ['received', received],
  ] as const) {
    if (!Array.isArray(list)) continue
    for (const entry of list) {
      if (!isRecord(entry)) return undefined
      const message = isRecord(entry.message) ? entry.message : {}
      rows.push({
        direction,
        time: typeof entry.timestamp === 'string' ? entry.timestamp : '',
        type: typeof message.type === 'string' ? message.type : '—',
        details: detailsOf(message.value),
      })
    }
  }
  return rows.sort((a, b) => a.time.localeCompare(b.time))
}
