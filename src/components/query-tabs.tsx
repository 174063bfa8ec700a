import type { ReactNode } from 'react'
import { Link, useLocation, useSearchParams } from 'react-router'

export type QueryTab = { id: string; label: string; content: ReactNode }

/**
 * Tabs kept in a query parameter (`?tab=ip-pools`) rather than in the path,
 * for pages whose tabs are views of one screen. The first tab is the default
 * and has no parameter; an unknown value shows the first tab.
 */
export function QueryTabs({
  label,
  tabs,
  param = 'tab',
}: {
  label: string
  tabs: QueryTab[]
  param?: string
}) {
  const [search] = useSearchParams()
  const { pathname } = useLocation()
  const active = tabs.find((t) => t.id === search.get(param)) ?? tabs[0]
  const hrefOf = (tab: QueryTab, i: number) => {
    const next = new URLSearchParams(search)
    if (i === 0) next.delete(param)
    else next.set(param, tab.id)
    const query = next.toString()
    return query ? `${pathname}?${query}` : pathname
  }
  return (
    <>
      <nav className="route-tabs" aria-label={label}>
        {tabs.map((tab, i) => (
          <Link
            key={tab.id}
            to={hrefOf(tab, i)}
            className={tab === active ? 'route-tab active' : 'route-tab'}
            aria-current={tab === active ? 'page' : undefined}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      <div className="route-tab-panel">{active.content}</div>
    </>
  )
}
