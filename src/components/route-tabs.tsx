import { NavLink, Outlet } from 'react-router'

export type Tab = { label: string; to: string }

/**
 * Tabs that are routes: each tab is a child route with its own URL, so a tab
 * can be linked to and the back button works. Renders the active tab's page.
 */
export function RouteTabs({ label, tabs }: { label: string; tabs: Tab[] }) {
  return (
    <>
      <nav className="route-tabs" aria-label={label}>
        {tabs.map((tab) => (
          <NavLink key={tab.to} to={tab.to} className="route-tab">
            {tab.label}
          </NavLink>
        ))}
      </nav>
      <div className="route-tab-panel">
        <Outlet />
      </div>
    </>
  )
}
