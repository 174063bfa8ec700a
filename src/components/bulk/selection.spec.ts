import { describe, expect, it } from 'vitest'
import {
  emptySelection,
  type PageRows,
  pageState,
  reconcile,
  selectAll,
  selectedRows,
  toggle,
  togglePage,
  without,
} from './selection'

type Row = { id: string; name: string; state?: string }
const page = (key: string, names: string[], state = 'stopped'): PageRows<Row> => ({
  key,
  ids: names,
  rows: names.map((n) => ({ id: n, name: n, state })),
})
const ids = (sel: { rows: ReadonlyMap<string, unknown> }) => [...sel.rows.keys()].sort()

const p1 = page('', ['a', 'b', 'c', 'd', 'e'])

describe('toggle', () => {
  it('ticks and unticks one row', () => {
    const one = toggle(emptySelection<Row>(), p1, 'b')
    expect(ids(one)).toEqual(['b'])
    expect(ids(toggle(one, p1, 'b'))).toEqual([])
  })

  it('Shift selects the range from the last clicked row, either direction', () => {
    const s = toggle(toggle(emptySelection<Row>(), p1, 'b'), p1, 'd', true)
    expect(ids(s)).toEqual(['b', 'c', 'd'])
    const up = toggle(toggle(emptySelection<Row>(), p1, 'd'), p1, 'a', true)
    expect(ids(up)).toEqual(['a', 'b', 'c', 'd'])
  })

  it('Shift onto a ticked row unticks the range, and the anchor stays', () => {
    const all = togglePage(emptySelection<Row>(), p1)
    const anchored = toggle(toggle(all, p1, 'b'), p1, 'b') // b clicked twice: anchor b, b ticked
    const s = toggle(anchored, p1, 'd', true)
    expect(ids(s)).toEqual(['a', 'e'])
    expect(s.anchor).toBe('b')
  })

  it('Shift without an anchor on this page ticks just the row', () => {
    const other = page('t2', ['x', 'y'])
    const s = toggle(toggle(emptySelection<Row>(), other, 'x'), p1, 'c', true)
    expect(ids(s)).toEqual(['c', 'x'])
  })
})

describe('page', () => {
  it('header: none, some, all; toggling from some selects the whole page', () => {
    const none = emptySelection<Row>()
    expect(pageState(none, p1)).toBe('none')
    const some = toggle(none, p1, 'a')
    expect(pageState(some, p1)).toBe('some')
    const all = togglePage(some, p1)
    expect(pageState(all, p1)).toBe('all')
    expect(ids(togglePage(all, p1))).toEqual([])
  })

  it('keeps rows of other pages when the page changes, and the header counts only this page', () => {
    const p2 = page('t2', ['f', 'g'])
    const s = togglePage(toggle(emptySelection<Row>(), p1, 'a'), p2)
    expect(ids(s)).toEqual(['a', 'f', 'g'])
    expect(pageState(s, p2)).toBe('all')
    expect(pageState(s, p1)).toBe('some')
    // coming back to page 1 (a refetch of it) keeps both pages' rows
    expect(ids(reconcile(s, p1))).toEqual(['a', 'f', 'g'])
  })

  it('select all matches takes rows of every page', () => {
    const all = page('', ['a', 'b', 'f', 'g'])
    expect(ids(selectAll(toggle(emptySelection<Row>(), p1, 'c'), all))).toEqual([
      'a',
      'b',
      'c',
      'f',
      'g',
    ])
  })
})

describe('reconcile', () => {
  it('drops rows that vanished from their page and keeps the new copy of the others', () => {
    const s = toggle(toggle(emptySelection<Row>(), p1, 'a'), p1, 'c')
    const refetched = page('', ['b', 'c', 'd', 'e'], 'running')
    const next = reconcile(s, refetched)
    expect(ids(next)).toEqual(['c'])
    expect(selectedRows(next)[0].state).toBe('running')
  })

  it('returns the same selection when nothing changed', () => {
    const s = toggle(emptySelection<Row>(), p1, 'a')
    expect(reconcile(s, p1)).toBe(s)
  })

  it('a row selected on another page is not dropped by this page', () => {
    const p2 = page('t2', ['f'])
    const s = toggle(emptySelection<Row>(), p2, 'f')
    expect(ids(reconcile(s, p1))).toEqual(['f'])
  })

  it('without takes rows out', () => {
    const s = togglePage(emptySelection<Row>(), p1)
    expect(ids(without(s, ['a', 'e']))).toEqual(['b', 'c', 'd'])
  })
})
