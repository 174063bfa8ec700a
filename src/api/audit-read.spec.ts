import { describe, expect, it } from 'vitest'
import type { AuditLogEntry } from './__generated__/Api'
import {
  type AuditCursor,
  firstCursor,
  lookedBackTo,
  nextCursor,
  parseLookback,
  readAuditStep,
} from './audit-read'

const MINUTE = 60_000
const now = new Date('2026-11-27T12:34:56.789Z')

/** A log of `n` entries, one a minute back from `now`, newest first. */
const log = (n: number) =>
  Array.from(
    { length: n },
    (_, i) =>
      ({
        id: `e${i}`,
        timeCompleted: new Date(now.getTime() - i * MINUTE),
      }) as AuditLogEntry,
  )

/** A server over `entries`, paging by offset, filtering by the cursor's window. */
function server(entries: AuditLogEntry[]) {
  const calls: { cursor: AuditCursor; limit: number }[] = []
  const fetchPage = async (cursor: AuditCursor, limit: number) => {
    calls.push({ cursor, limit })
    const inWindow = entries.filter(
      (e) =>
        e.timeCompleted >= new Date(cursor.start) &&
        (!cursor.end || e.timeCompleted < new Date(cursor.end)),
    )
    const from = Number(cursor.pageToken ?? 0)
    const items = inWindow.slice(from, from + limit)
    const next = from + limit < inWindow.length ? String(from + limit) : undefined
    return { items, nextPage: next }
  }
  return { fetchPage, calls }
}

describe('the bounded audit read', () => {
  it('reads the window from the newest back and stops at its start', async () => {
    const { fetchPage, calls } = server(log(100))
    const cursor = { start: new Date(now.getTime() - 30.5 * MINUTE).toISOString() }
    const step = await readAuditStep(fetchPage, cursor, 1000)
    expect(step.items.map((e) => e.id)).toEqual(Array.from({ length: 31 }, (_, i) => `e${i}`))
    expect(step.pageToken).toBeUndefined()
    expect(calls).toHaveLength(1)
    expect(lookedBackTo([step])).toEqual(new Date(cursor.start))
  })

  it('stops at its budget, says how far back it read, and reads on from there', async () => {
    const { fetchPage, calls } = server(log(100))
    const cursor = { start: new Date(now.getTime() - 200 * MINUTE).toISOString() }
    const step = await readAuditStep(fetchPage, cursor, 25)
    expect(step.items).toHaveLength(25)
    expect(calls.map((c) => c.limit)).toEqual([25])
    expect(step.pageToken).toBe('25')
    expect(lookedBackTo([step])).toEqual(new Date(now.getTime() - 24 * MINUTE))
    const more = await readAuditStep(fetchPage, nextCursor(step, 7 * 86_400_000), 1000)
    expect(more.items[0].id).toBe('e25')
    expect(more.items).toHaveLength(75)
    expect(lookedBackTo([step, more])).toEqual(new Date(cursor.start))
  })

  it('looks further back by a window of the same length before the last', () => {
    const step = { items: [], cursor: { start: '2026-11-20T12:34:00.000Z' } }
    expect(nextCursor(step, 86_400_000)).toEqual({
      start: '2026-11-19T12:34:00.000Z',
      end: '2026-11-20T12:34:00.000Z',
    })
  })

  it('starts 7 days back from the minute unless the URL says otherwise', () => {
    expect(firstCursor(parseLookback(new URLSearchParams()), now)).toEqual({
      start: '2026-11-20T12:34:00.000Z',
    })
    expect(firstCursor(parseLookback(new URLSearchParams('back=1d')), now).start).toBe(
      '2026-11-26T12:34:00.000Z',
    )
    expect(parseLookback(new URLSearchParams('back=1y'))).toBe('7d')
  })

  it('refuses a token handed back twice', async () => {
    const fetchPage = async () => ({ items: log(1), nextPage: 'same' })
    await expect(readAuditStep(fetchPage, { start: now.toISOString() }, 100)).rejects.toThrow(
      'came back twice',
    )
  })
})
