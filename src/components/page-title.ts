import type { Params } from 'react-router'
import type { RouteHandle } from './breadcrumbs'

/** The last word of every tab's title. */
export const TITLE_SUFFIX = 'Oxide'

/** A matched route, as `useMatches()` gives it. */
export type TitleMatch = { handle?: unknown; params: Params }

/**
 * The tab's title from the matched routes' handles, most specific first: each
 * route's crumbs and then its own `title`, all read from last to first, e.g.
 * "db-primary · Instances · web-prod · Oxide". Nothing to say gives "Oxide".
 */
export function pageTitle(matches: readonly TitleMatch[]): string {
  const words = matches.flatMap(({ handle, params }) => {
    const { crumbs, title } = (handle ?? {}) as RouteHandle
    const labels = (crumbs?.(params) ?? []).filter((c) => c.inTitle !== false).map((c) => c.label)
    const own = typeof title === 'function' ? title(params) : title
    return own ? [...labels, own] : labels
  })
  return [...words.reverse(), TITLE_SUFFIX].join(' · ')
}
