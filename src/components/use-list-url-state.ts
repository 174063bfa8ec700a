import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useSearchWriter } from '~/hooks/use-search-writer'
import {
  type ListUrlState,
  parseListUrlState,
  type SortMode,
  type TextFilterKey,
  withListUrlState,
  withPendingFilter,
} from '~/util/list-url-state'

/** Typing pauses this long before the filter goes into the URL (and the list reads it). */
export const FILTER_DEBOUNCE_MS = 200

/**
 * A list's sort, rows per page and filter, read from and written to the URL,
 * in this one place. The filter box's text waits here (`typeFilter`) for the
 * pause in typing; any other change written meanwhile (a sort, a page size)
 * carries that text with it, so the URL never holds a filter the box no
 * longer shows, and nothing brings back a value the person cleared. Changes
 * replace the history entry: the back button leaves the list rather than
 * stepping through every key typed in its filter.
 */
export function useListUrlState(sortModes: readonly SortMode[], prefix?: string) {
  const [search, write] = useSearchWriter()
  const state = useMemo(
    () => parseListUrlState(search, sortModes, prefix),
    [search, sortModes, prefix],
  )
  // the filters as typed, before the pause; absent when the URL has them
  const [typed, setTyped] = useState<Partial<Record<TextFilterKey, string>>>({})
  const pending = useRef<Partial<Record<TextFilterKey, string>>>({})
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const update = useCallback(
    (changes: Partial<ListUrlState>) => {
      clearTimeout(timer.current)
      const all = withPendingFilter(changes, pending.current)
      pending.current = {}
      setTyped({})
      write((s) => withListUrlState(s, all, prefix), { replace: true, preventScrollReset: true })
    },
    [write, prefix],
  )
  const typeFilter = useCallback(
    (text: string, key: TextFilterKey = 'q') => {
      pending.current = { ...pending.current, [key]: text }
      setTyped(pending.current)
      clearTimeout(timer.current)
      timer.current = setTimeout(() => update({}), FILTER_DEBOUNCE_MS)
    },
    [update],
  )
  return {
    state,
    update,
    filterText: typed.q ?? state.q,
    filterText2: typed.q2 ?? state.q2,
    typeFilter,
  }
}
