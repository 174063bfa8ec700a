import type { ReactNode } from 'react'
import { Link, useLocation } from 'react-router'

/**
 * A nav link that is current on every path starting with one of `prefixes`, as
 * plain strings: a nav item standing for several sibling routes (a list, its
 * `-new` form, its detail pages) shows as current on each, which a `NavLink`
 * (current only under its own path's segments) cannot do. Marked as a
 * `NavLink` would be: class `active` and `aria-current="page"`.
 */
export function PrefixNavLink({
  to,
  prefixes,
  className,
  children,
}: {
  to: string
  prefixes: readonly string[]
  className?: string
  children: ReactNode
}) {
  const { pathname } = useLocation()
  const active = prefixes.some((p) => pathname.startsWith(p))
  const classes = [className, active && 'active'].filter(Boolean).join(' ')
  return (
    <Link to={to} className={classes || undefined} aria-current={active ? 'page' : undefined}>
      {children}
    </Link>
  )
}
