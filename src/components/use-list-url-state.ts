import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import {
  type ListUrlState,
  parseListUrlState,
  type SortMode,
  withListUrlState,
} from '~/util/list-url-state'

/**
 * A list's sort, rows per page and filter, read from and written to the URL.
 * Changes replace the history entry: the back button leaves the list rather
 * than stepping through every key typed in its filter.
 */
export function useListUrlState(sortModes: readonly SortMode[], prefix?: string) {
  const [search, setSearch] = useSearchParams()
  const state = useMemo(
    () => parseListUrlState(search, sortModes, prefix),
    [search, sortModes, prefix],
  )
  const update = useCallback(
    (changes: Partial<ListUrlState>) =>
      setSearch((s) => withListUrlState(s, changes, prefix), {
        replace: true,
        preventScrollReset: true,
      }),
    [setSearch, prefix],
  )
  return [state, update] as const
}
