import { useCallback, useRef } from 'react'
import { type NavigateOptions, useLocation, useNavigation, useSearchParams } from 'react-router'

/**
 * The last search this tab asked for and what the URL showed when it asked.
 * There is one URL, and a page may have several writers (a list's state, a
 * time range): they share it.
 */
let pending: { over: string; next: URLSearchParams } | null = null

/**
 * The URL's search, and `write(change)`, the one way the console changes it.
 * A write is a navigation, and the page's loaders run before the URL shows
 * it; `useSearchParams`' own updater gets the URL of the last render, so a
 * second change made meanwhile would put back what the first one changed.
 * `change` gets the search as last asked for, while the URL has not moved
 * since: the changes build on each other, whoever makes them.
 */
export function useSearchWriter() {
  const [search, setSearch] = useSearchParams()
  const { key, pathname } = useLocation()
  // the history entry and URL the page shows: a write made over them is pending
  // until they change, and forgotten when they do (the entry's key tells a
  // return to the same URL from the write's own page)
  const shown = `${key} ${pathname}?${search}`
  if (pending && pending.over !== shown) pending = null
  // read when a write is made, which may be long after this render (a debounce)
  // a navigation to another page, under way: the page's own URL is on its way out
  const leaving = useNavigation().location?.pathname
  const latest = useRef({ search, shown, leaving: leaving !== undefined && leaving !== pathname })
  latest.current = { search, shown, leaving: leaving !== undefined && leaving !== pathname }
  const write = useCallback(
    (change: (search: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => {
      const { search, shown, leaving } = latest.current
      // a write made as the person leaves (a filter's pause ending after a link's click)
      // would navigate back to this page in place of theirs: it goes with the page
      if (leaving) return
      const base = pending && pending.over === shown ? pending.next : search
      const next = change(new URLSearchParams(base))
      pending = { over: shown, next }
      setSearch(next, options)
    },
    [setSearch],
  )
  return [search, write] as const
}

/** `search` with `name` set to `value`, or without it when `value` is empty. */
export function withParam(search: URLSearchParams, name: string, value: string) {
  const next = new URLSearchParams(search)
  if (value) next.set(name, value)
  else next.delete(name)
  return next
}
