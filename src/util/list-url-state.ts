/**
 * A list's view in the URL's search params, so a reload, a shared link and the
 * back button keep it: the server's sort order (`sort`), rows per page
 * (`limit`), and the filter (`q` for the name, `state`). Pages with two lists
 * give the second one a prefix (`silos-sort`, ...).
 */

/** The `sort_by` values of the API's `NameOrIdSortMode` and `IdSortMode`. */
export type SortMode = 'name_ascending' | 'name_descending' | 'id_ascending'

export const ROWS_PER_PAGE = [25, 50, 100, 200] as const

/** Lists page with 50 rows by default. */
export const DEFAULT_ROWS = 50

export type ListUrlState = {
  /** undefined: the server's default order (name ascending, or id where only id sorts) */
  sort: SortMode | undefined
  limit: number
  /** the name filter as typed (trimmed when matching) */
  q: string
  /** a second text filter (`q2`), for lists that offer one (an audit entry's operation) */
  q2: string
  /** a state to narrow to, or '' for all */
  state: string
}

const SORT_MODES: readonly string[] = ['name_ascending', 'name_descending', 'id_ascending']

export const listParamName = (prefix: string | undefined, name: string) =>
  prefix ? `${prefix}-${name}` : name

/**
 * Reads a list's state from search params. Anything unknown (a sort the
 * operation does not take, a limit not offered) falls back to the default, so a
 * hand-edited URL shows the list rather than an error.
 */
export function parseListUrlState(
  search: URLSearchParams,
  sortModes: readonly SortMode[],
  prefix?: string,
): ListUrlState {
  const get = (name: string) => search.get(listParamName(prefix, name))
  const sort = get('sort')
  const limit = Number(get('limit'))
  return {
    sort:
      sort && SORT_MODES.includes(sort) && sortModes.includes(sort as SortMode)
        ? (sort as SortMode)
        : undefined,
    limit: (ROWS_PER_PAGE as readonly number[]).includes(limit) ? limit : DEFAULT_ROWS,
    q: get('q') ?? '',
    q2: get('q2') ?? '',
    state: get('state') ?? '',
  }
}

/**
 * New search params with `changes` applied. Defaults are left out of the URL
 * (a plain list keeps a plain URL), and other params (another list's, a
 * tab's) are kept as they are.
 */
export function withListUrlState(
  search: URLSearchParams,
  changes: Partial<ListUrlState>,
  prefix?: string,
): URLSearchParams {
  const next = new URLSearchParams(search)
  const set = (name: string, value: string | undefined) => {
    const key = listParamName(prefix, name)
    if (value) next.set(key, value)
    else next.delete(key)
  }
  if ('sort' in changes) set('sort', changes.sort)
  if ('limit' in changes) {
    set('limit', changes.limit && changes.limit !== DEFAULT_ROWS ? String(changes.limit) : '')
  }
  if ('q' in changes) set('q', changes.q)
  if ('q2' in changes) set('q2', changes.q2)
  if ('state' in changes) set('state', changes.state)
  return next
}

/** The text filters a list can have: the name (`q`) and a second one (`q2`). */
export type TextFilterKey = 'q' | 'q2'

/**
 * A change to write, with the filter texts still waiting for the pause in
 * typing (`pending`) put in with it, unless the change sets that filter itself.
 */
export const withPendingFilter = (
  changes: Partial<ListUrlState>,
  pending: Partial<Record<TextFilterKey, string>>,
): Partial<ListUrlState> => ({ ...pending, ...changes })

/** Whether the list shows a filtered view rather than the server's pages. */
export const isFiltered = (s: Pick<ListUrlState, 'q' | 'state'> & { q2?: string }) =>
  s.q.trim() !== '' || (s.q2 ?? '').trim() !== '' || s.state !== ''
