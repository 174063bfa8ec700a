import type { ReactNode } from 'react'

export type BadgeColor = 'default' | 'green' | 'blue' | 'yellow' | 'red' | 'purple' | 'gray'

export function Badge({
  color = 'default',
  children,
}: {
  color?: BadgeColor
  children: ReactNode
}) {
  return <span className={`badge badge-${color}`}>{children}</span>
}
