import { describe, expect, it } from 'vitest'
import { fuzzyFilter, highlightParts } from './fuzzy'

const names = (items: { item: string }[]) => items.map((r) => r.item)
/** How one text matches the query, or null when it does not. */
const fuzzyMatch = (query: string, text: string) =>
  fuzzyFilter([text], query, (s) => s)[0]?.match ?? null

describe('matching one text', () => {
  it('matches each word of the query as a subsequence, ignoring case', () => {
    expect(fuzzyMatch('wb1', 'web-1')?.indices).toEqual([0, 2, 4])
    expect(fuzzyMatch('WEB 1', 'web-1')?.indices).toEqual([0, 1, 2, 4])
    // the words may come in any order; the marked positions are ascending
    expect(fuzzyMatch('prod new', 'New instance in web-prod')?.indices).toEqual([
      0, 1, 2, 20, 21, 22, 23,
    ])
    expect(fuzzyMatch('', 'anything')).toEqual({ score: 0, indices: [] })
  })

  it('refuses characters out of order, missing or too many', () => {
    expect(fuzzyMatch('1bew', 'web-1')).toBeNull()
    expect(fuzzyMatch('webx', 'web-1')).toBeNull()
    expect(fuzzyMatch('web-12', 'web-1')).toBeNull()
  })

  it('picks the placement on word starts over the first one found', () => {
    // "db" could take the d and b of "dev-db-backup" anywhere: the word start wins
    expect(fuzzyMatch('db', 'dev-db-backup')?.indices).toEqual([4, 5])
    expect(fuzzyMatch('fip', 'Floating IPs')?.indices).toEqual([0, 9, 10])
    // camelCase humps count as word starts
    expect(fuzzyMatch('ip', 'floatingIp')?.indices).toEqual([8, 9])
  })

  it('scores a run, a word start and an early match above a scattered one', () => {
    const score = (q: string, t: string) => fuzzyMatch(q, t)?.score ?? Number.NaN
    expect(score('web', 'web-1')).toBeGreaterThan(score('web', 'w-e-b'))
    // at equal length the match at the start wins (fuzzysort ranks a shorter text higher first)
    expect(score('db', 'db-old')).toBeGreaterThan(score('db', 'old-db'))
    expect(score('snap', 'snapshots')).toBeGreaterThan(score('snap', 'some-nice-app'))
    // of two texts matched the same way, the shorter is closer
    expect(score('web', 'web')).toBeGreaterThan(score('web', 'web-frontend'))
  })
})

describe('fuzzyFilter', () => {
  const items = ['db-backup', 'web-1', 'web-2', 'worker-b1', 'Instances']
  it('keeps the matches, best first, ties in the given order', () => {
    expect(names(fuzzyFilter(items, 'web', (s) => s))).toEqual(['web-1', 'web-2', 'worker-b1'])
    // "b1" is a run in worker-b1, scattered in web-1
    expect(names(fuzzyFilter(items, 'wb1', (s) => s))).toEqual(['worker-b1', 'web-1'])
    expect(names(fuzzyFilter(items, 'inst', (s) => s))).toEqual(['Instances'])
  })
  it('an empty query keeps every item in order', () => {
    expect(names(fuzzyFilter(items, '  ', (s) => s))).toEqual(items)
  })
})

describe('highlightParts', () => {
  it('cuts the text into matched and unmatched runs', () => {
    expect(highlightParts('web-1', [0, 1, 4])).toEqual([
      { text: 'we', match: true },
      { text: 'b-', match: false },
      { text: '1', match: true },
    ])
    expect(highlightParts('abc', [])).toEqual([{ text: 'abc', match: false }])
  })
  it('keeps markup as text', () => {
    const parts = highlightParts('<b>x</b>', [3])
    expect(parts.map((p) => p.text).join('')).toBe('<b>x</b>')
    expect(parts[1]).toEqual({ text: 'x', match: true })
  })
})
