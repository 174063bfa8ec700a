import { NavLink, Outlet } from 'react-router'
import { PrefixNavLink } from './section-layout'

export type Tab = { label: string; to: string }

/**
 * Tabs that are routes: each tab is a child route with its own URL, so a tab
 * can be linked to and the back button works. Renders the active tab's page.
 */
export function RouteTabs({
  label,
  tabs,
  matchPrefix = false,
}: {
  label: string
  tabs: readonly Tab[]
  /** a tab is current on every path starting with its `to` (its `-new` form, its detail pages) */
  matchPrefix?: boolean
}) {
  return (
    <>
      <nav className="route-tabs" aria-label={label}>
        {tabs.map((tab) =>
          matchPrefix ? (
            <PrefixNavLink key={tab.to} to={tab.to} prefixes={[tab.to]} className="route-tab">
              {tab.label}
            </PrefixNavLink>
          ) : (
            <NavLink key={tab.to} to={tab.to} className="route-tab">
              {tab.label}
            </NavLink>
          ),
        )}
      </nav>
      <div className="route-tab-panel">
        <Outlet />
      </div>
    </>
  )
}
