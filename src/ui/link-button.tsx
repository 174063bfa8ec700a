import type { ReactNode } from 'react'
import { Link } from 'react-router'

/** A link drawn as a button: the way to a page or a form, such as a list's "New …" */
export function LinkButton({
  to,
  variant = 'primary',
  children,
}: {
  to: string
  variant?: 'primary' | 'secondary'
  children: ReactNode
}) {
  return (
    <Link className={`btn btn-${variant} btn-md`} to={to}>
      {children}
    </Link>
  )
}
