import type { ReactNode } from 'react'

/** One term of a detail page's property list (`<dl className="properties">`) with its value. */
export function Property({
  term,
  mono = false,
  className = mono ? 'mono' : undefined,
  children,
}: {
  term: ReactNode
  /** a value to read character by character: an id, an address, a key */
  mono?: boolean
  /** the value's class */
  className?: string
  children: ReactNode
}) {
  return (
    <>
      <dt>{term}</dt>
      <dd className={className}>{children}</dd>
    </>
  )
}
