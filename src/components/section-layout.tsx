import type { ReactNode } from 'react'
import { NavLink, Outlet } from 'react-router'
import { Breadcrumbs } from './breadcrumbs'
import { PrefixNavLink } from './prefix-nav-link'

export type NavItem = {
  label: string
  to: string
  /** current on every path starting with one of these, e.g. an area of several tabs */
  activePrefixes?: readonly string[]
}

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
              {item.activePrefixes ? (
                <PrefixNavLink to={item.to} prefixes={item.activePrefixes}>
                  {item.label}
                </PrefixNavLink>
              ) : (
                <NavLink to={item.to}>{item.label}</NavLink>
              )}
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
