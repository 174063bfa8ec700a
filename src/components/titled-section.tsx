import { type ReactNode, useId } from 'react'

/**
 * A titled part of a page: its h2 with the section's buttons beside it, and
 * its content; the section is named by its title.
 */
export function TitledSection({
  title,
  actions,
  children,
}: {
  title: ReactNode
  actions?: ReactNode
  children: ReactNode
}) {
  const id = useId()
  return (
    <section aria-labelledby={id}>
      <div className="section-header">
        <h2 className="section-title" id={id}>
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  )
}
