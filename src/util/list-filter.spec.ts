import { describe, expect, it } from 'vitest'
import { estimateTotal, listFilterPredicate, matchesText, readProgressText } from './list-filter'

type Row = { name: string; state: string }
const rows: Row[] = [
  { name: 'web-01', state: 'running' },
  { name: 'WEB-02', state: 'stopped' },
  { name: 'db-01', state: 'running' },
]
const names = (f: { q: string; state: string }) =>
  rows
    .filter(
      listFilterPredicate<Row>(
        f,
        (r) => r.name,
        (r) => r.state,
      ),
    )
    .map((r) => r.name)

describe('listFilterPredicate', () => {
  it('matches part of the name in any case, trimmed', () => {
    expect(names({ q: ' web ', state: '' })).toEqual(['web-01', 'WEB-02'])
  })
  it('narrows by state, and by both', () => {
    expect(names({ q: '', state: 'running' })).toEqual(['web-01', 'db-01'])
    expect(names({ q: 'web', state: 'running' })).toEqual(['web-01'])
  })
  it('treats markup as plain text', () => {
    expect(names({ q: '<img src=x>', state: '' })).toEqual([])
    expect(names({ q: '.*', state: '' })).toEqual([])
  })
  it('narrows by a second text too, when the list has one', () => {
    const both = listFilterPredicate<Row>(
      { q: 'web', q2: 'STOP', state: '' },
      (r) => r.name,
      undefined,
      (r) => r.state,
    )
    expect(rows.filter(both).map((r) => r.name)).toEqual(['WEB-02'])
    // a list without a second text ignores it
    const one = listFilterPredicate<Row>({ q: 'web', q2: 'stop', state: '' }, (r) => r.name)
    expect(rows.filter(one)).toHaveLength(2)
  })
})

describe('readProgressText', () => {
  it('estimates the total as one more page while pages remain', () => {
    expect(readProgressText(4000, true, 1000)).toBe('Read 4,000 of about 5,000')
    expect(estimateTotal(4000, true, 1000)).toBe(5000)
  })
  it('gives the true total once the last page is read', () => {
    expect(readProgressText(10000, false, 1000)).toBe('Read 10,000 of 10,000')
    expect(estimateTotal(10000, false, 1000)).toBe(10000)
  })
})

it('matchesText', () => {
  expect(matchesText(0)).toBe('No rows match')
  expect(matchesText(1)).toBe('1 row matches')
  expect(matchesText(1234)).toBe('1,234 rows match')
})
