/**
 * The rows a person has ticked in a list, keyed by id so the choice survives a
 * refetch and a page change. Pure: every change returns a new selection.
 *
 * `rows` keeps the last copy of each selected row seen (its state decides
 * which bulk actions apply to it), and `page` the page it was last seen on:
 * a row that is gone from that page when it is fetched again was deleted or
 * renamed away, so it drops out. A row on another page cannot be checked
 * until that page is fetched, so it stays.
 */
export type Selection<T> = {
  rows: ReadonlyMap<string, { row: T; page: string }>
  /** the row last clicked without Shift: where a Shift+click range starts */
  anchor?: string
}

export type PageRows<T> = { key: string; ids: string[]; rows: T[] }

export const emptySelection = <T>(): Selection<T> => ({ rows: new Map() })

export const isSelected = <T>(sel: Selection<T>, id: string) => sel.rows.has(id)

export const selectedRows = <T>(sel: Selection<T>): T[] => [...sel.rows.values()].map((r) => r.row)

function withRows<T>(sel: Selection<T>, page: PageRows<T>, ids: string[], on: boolean) {
  const rows = new Map(sel.rows)
  for (const id of ids) {
    const i = page.ids.indexOf(id)
    if (on && i >= 0) rows.set(id, { row: page.rows[i], page: page.key })
    else if (!on) rows.delete(id)
  }
  return rows
}

/**
 * A click on a row's checkbox. With Shift and an anchor on this page, every row
 * from the anchor to this one takes this row's new state; otherwise just this row.
 */
export function toggle<T>(sel: Selection<T>, page: PageRows<T>, id: string, shift = false) {
  const on = !sel.rows.has(id)
  const from = sel.anchor === undefined ? -1 : page.ids.indexOf(sel.anchor)
  const to = page.ids.indexOf(id)
  if (shift && from >= 0 && to >= 0) {
    const range = page.ids.slice(Math.min(from, to), Math.max(from, to) + 1)
    return { rows: withRows(sel, page, range, on), anchor: sel.anchor }
  }
  return { rows: withRows(sel, page, [id], on), anchor: id }
}

/** The header checkbox: every row of this page in, or (when all are in) out. */
export function togglePage<T>(sel: Selection<T>, page: PageRows<T>): Selection<T> {
  const on = pageState(sel, page) !== 'all'
  return { rows: withRows(sel, page, page.ids, on), anchor: sel.anchor }
}

/** "Select all N matches": the rows the table knows match, on any page. */
export function selectAll<T>(sel: Selection<T>, all: PageRows<T>): Selection<T> {
  return { rows: withRows(sel, all, all.ids, true), anchor: sel.anchor }
}

/** How much of the page is selected: the header checkbox's checked / indeterminate. */
export function pageState<T>(sel: Selection<T>, page: PageRows<T>): 'none' | 'some' | 'all' {
  const n = page.ids.filter((id) => sel.rows.has(id)).length
  if (n === 0) return 'none'
  return n === page.ids.length ? 'all' : 'some'
}

/**
 * A page arrived (first load, poll, page change): selected rows on it take
 * their new copy; selected rows last seen on it and missing now drop out.
 * Returns the same selection when nothing changed, so no render follows.
 */
export function reconcile<T>(sel: Selection<T>, page: PageRows<T>): Selection<T> {
  let changed = false
  const rows = new Map(sel.rows)
  for (const [id, entry] of sel.rows) {
    const i = page.ids.indexOf(id)
    if (i >= 0) {
      if (entry.row !== page.rows[i] || entry.page !== page.key) {
        rows.set(id, { row: page.rows[i], page: page.key })
        changed = true
      }
    } else if (entry.page === page.key) {
      rows.delete(id)
      changed = true
    }
  }
  return changed ? { rows, anchor: sel.anchor } : sel
}

/** Take these rows out (e.g. the ones an action has just gone through for). */
export function without<T>(sel: Selection<T>, ids: Iterable<string>): Selection<T> {
  const rows = new Map(sel.rows)
  for (const id of ids) rows.delete(id)
  return { rows, anchor: sel.anchor }
}
