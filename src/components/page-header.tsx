import type { ReactNode } from 'react'

export function PageHeader({ title, actions }: { title: ReactNode; actions?: ReactNode }) {
  return (
    <div className="page-header">
      {/* focus lands here after a navigation to the page (route-announcer.tsx) */}
      <h1 className="page-title" tabIndex={-1}>
        {title}
      </h1>
      {actions && <div className="page-actions">{actions}</div>}
    </div>
  )
}
