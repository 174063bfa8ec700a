import { Link, type Params, type UIMatch, useMatches } from 'react-router'

export type Crumb = { label: string; to: string }
/** A route module's `handle`: the breadcrumbs its route adds. */
export type RouteHandle = { crumbs?: (params: Params) => Crumb[] }

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
