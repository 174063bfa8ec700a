import { Link, type Params, type UIMatch, useMatches } from 'react-router'

export type Crumb = {
  label: string
  to: string
  /** false: left out of the tab's title, as the next crumb names the scope ("Projects" before a project) */
  inTitle?: false
}
/**
 * A route module's `handle`: the breadcrumbs its route adds, and the word its
 * route adds to the tab's title where the crumbs do not name the page (a form, a
 * tab, a sign-in page). The tab's title is built from both (`page-title.ts`).
 */
export type RouteHandle = {
  crumbs?: (params: Params) => Crumb[]
  title?: string | ((params: Params) => string)
}

/**
 * The crumbs of one item's page: the crumbs of its list, then the item itself,
 * made from the page's selector of the URL's params.
 */
export function itemCrumbs<S>(
  list: Crumb[],
  select: (params: Params) => S,
  item: (selector: S) => Crumb,
): (params: Params) => Crumb[] {
  return (params) => [...list, item(select(params))]
}

export function Breadcrumbs() {
  const matches = useMatches() as UIMatch<unknown, RouteHandle | undefined>[]
  const crumbs = matches.flatMap((m) => m.handle?.crumbs?.(m.params) ?? [])
  if (crumbs.length === 0) return null
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ol>
        {crumbs.map((c, i) => (
          // a page's last crumb may name a part of its parent's page, at the same address
          <li key={`${c.label} ${c.to}`}>
            {i === crumbs.length - 1 ? (
              <span aria-current="page">{c.label}</span>
            ) : (
              <Link to={c.to}>{c.label}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
