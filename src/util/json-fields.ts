/**
 * Answers the API document leaves without a schema (a switch port's link
 * state, a BGP message) shown as a table of fields: each leaf value on a row
 * named by its path (`link.speed`, `monitors.receiver_power[0].value`), in the
 * order the answer gives them. Nothing here depends on a field being there.
 */

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

const isLeaf = (v: unknown) => v === null || typeof v !== 'object'

/** A leaf value as text: on/off for booleans, — for null. */
export function leafText(v: unknown): string {
  if (v === null || v === undefined) return '—'
  if (typeof v === 'boolean') return v ? 'on' : 'off'
  return String(v)
}

export type JsonField = { path: string; value: string }

/** Every leaf of `value` with its path; a list of plain values is one row, comma-separated. */
export function jsonFields(value: unknown, path = ''): JsonField[] {
  if (isLeaf(value)) return [{ path: path || 'value', value: leafText(value) }]
  if (Array.isArray(value)) {
    if (value.length === 0) return [{ path: path || 'value', value: 'none' }]
    if (value.every(isLeaf))
      return [{ path: path || 'value', value: value.map(leafText).join(', ') }]
    return value.flatMap((item, i) => jsonFields(item, `${path}[${i}]`))
  }
  if (!isRecord(value)) return []
  const entries = Object.entries(value)
  if (entries.length === 0) return [{ path: path || 'value', value: 'none' }]
  return entries.flatMap(([k, v]) => jsonFields(v, path ? `${path}.${k}` : k))
}
