import type { ReactNode } from 'react'
import { NavLink, Outlet } from 'react-router'
import { Breadcrumbs } from './breadcrumbs'

export type NavItem = { label: string; to: string }

/** Side nav of one section (project, silo, system, settings) beside the page. */
export function SectionLayout({
  label,
  heading,
  items,
}: {
  label: string
  heading: ReactNode
  items: NavItem[]
}) {
  return (
    <div className="shell">
      <nav className="sidenav" aria-label={label}>
        <div className="sidenav-heading">{heading}</div>
        <ul>
          {items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to}>{item.label}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main className="content">
        <Breadcrumbs />
        <Outlet />
      </main>
    </div>
  )
}
