import type { ReactNode } from 'react'
import { Link, NavLink, Outlet, useLocation } from 'react-router'
import { Breadcrumbs } from './breadcrumbs'
import { SectionMenuButton } from './section-menu-button'
import { MAIN_ID } from './skip-link'

export type NavItem = {
  label: string
  to: string
  /** current on every path starting with one of these, e.g. an area of several tabs */
  activePrefixes?: readonly string[]
}

export type SectionNav = { label: string; heading: ReactNode; items: NavItem[] }

/**
 * Side nav of one section (project, silo, system, settings) beside the page;
 * in a narrow window (styles.css) it folds behind the section bar's Menu button.
 * `action`, a button about the whole section (export a project), shows under
 * the side nav's heading, or in the section bar where the side nav is folded.
 */
export function SectionLayout({ action, ...nav }: SectionNav & { action?: ReactNode }) {
  return (
    <div className="shell">
      <nav className="sidenav" aria-label={nav.label}>
        <div className="sidenav-heading">{nav.heading}</div>
        {action && <div className="sidenav-action">{action}</div>}
        <SectionNavList items={nav.items} />
      </nav>
      <div className="section-bar">
        <SectionMenuButton nav={nav} />
        <span className="section-bar-heading">{nav.heading}</span>
        {action && <span className="section-bar-action">{action}</span>}
      </div>
      <main id={MAIN_ID} tabIndex={-1} className="content">
        <Breadcrumbs />
        <Outlet />
      </main>
    </div>
  )
}

/** The links of a section's nav: in the side nav, and in the menu of a narrow window. */
export function SectionNavList({ items }: { items: NavItem[] }) {
  return (
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
  )
}

/**
 * A nav link that is current on every path starting with one of `prefixes`, as
 * plain strings: a nav item standing for several sibling routes (a list, its
 * `-new` form, its detail pages) shows as current on each, which a `NavLink`
 * (current only under its own path's segments) cannot do. Marked as a
 * `NavLink` would be: class `active` and `aria-current="page"`. (Here, not in a
 * module of its own: the shell loads this one anyway, and a chunk more costs
 * every first load.)
 */
export function PrefixNavLink({
  to,
  prefixes,
  className = '',
  children,
}: {
  to: string
  prefixes: readonly string[]
  className?: string
  children: ReactNode
}) {
  const { pathname } = useLocation()
  const active = prefixes.some((p) => pathname.startsWith(p))
  return (
    <Link
      to={to}
      className={active ? `${className} active` : className}
      aria-current={active ? 'page' : undefined}
    >
      {children}
    </Link>
  )
}
