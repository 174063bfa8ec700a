import type { ReactNode } from 'react'
import { DateTime } from './date-time'

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

/** The "ID" row most detail pages start their list with. */
export const IdProperty = ({ id }: { id: string }) => (
  <Property term="ID" mono>
    {id}
  </Property>
)

/** A time row: when the thing was created (the default term), modified, raised… */
export const TimeProperty = ({ term = 'Created', date }: { term?: string; date: Date }) => (
  <Property term={term}>
    <DateTime date={date} />
  </Property>
)
