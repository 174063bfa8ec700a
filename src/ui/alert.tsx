import type { ReactNode } from 'react'

export function Alert({
  variant = 'error',
  title,
  children,
}: {
  variant?: 'error' | 'info' | 'success'
  title?: ReactNode
  children?: ReactNode
}) {
  return (
    <div className={`alert alert-${variant}`} role={variant === 'error' ? 'alert' : 'status'}>
      {title && <div className="alert-title">{title}</div>}
      {children && <div className="alert-body">{children}</div>}
    </div>
  )
}
