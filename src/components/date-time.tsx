import { type ReactNode, Suspense, useId, useRef, useState } from 'react'
import { useTimeZone } from '~/hooks/use-time-zone'
import { lazyWithRetry } from '~/ui/lazy-with-retry'
import { formatDateTime } from '~/util/time'

// Base UI's tooltip (~28 KB gzip) loads when a person first reaches for a relative time
const Tooltip = lazyWithRetry(() => import('~/ui/tooltip').then((m) => ({ default: m.Tooltip })))

type Props = { date: Date; className?: string }

function ZonedTime({ date, className }: Props) {
  const zone = useTimeZone()
  return (
    <time className={className} dateTime={date.toISOString()}>
      {formatDateTime(date, zone)}
    </time>
  )
}

/**
 * A time in the zone picked in the user menu, with the zone's name. A plain
 * function returning an element, so a table cell may call it; the element
 * follows a change of zone on its own.
 */
export function DateTime(props: Props) {
  return <ZonedTime {...props} />
}

/**
 * A relative time ("Updated 5 s ago", "3 min") that shows the absolute time,
 * in the picked zone, on hover and on keyboard focus. Until a person first
 * reaches it, it is a plain element; then the tooltip loads and takes its
 * place, keeping focus, and opens at once.
 */
export function RelativeTime({
  date,
  prefix,
  className,
  children,
}: {
  date: Date
  /** said before the absolute time, e.g. "Since" */
  prefix?: string
  className?: string
  children: ReactNode
}) {
  const zone = useTimeZone()
  const descriptionId = useId()
  const [reached, setReached] = useState(false)
  const refocus = useRef(false)
  const openOnMount = useRef(false)
  const absolute = `${prefix ? `${prefix} ` : ''}${formatDateTime(date, zone)}`
  const reach = () => {
    openOnMount.current = true
    setReached(true)
  }
  const time = (
    <time
      ref={(el) => {
        // the element that replaces a focused one takes its focus
        if (el && refocus.current) {
          refocus.current = false
          el.focus()
        }
        return () => {
          refocus.current = !!el && el === document.activeElement
        }
      }}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so a keyboard reaches the absolute time
      tabIndex={0}
      className={className}
      dateTime={date.toISOString()}
      aria-describedby={descriptionId}
      onPointerEnter={reached ? undefined : reach}
      onFocus={reached ? undefined : reach}
    >
      {children}
    </time>
  )
  return (
    <>
      {reached ? (
        <Suspense fallback={time}>
          <Tooltip content={absolute} openOnMount={openOnMount}>
            {time}
          </Tooltip>
        </Suspense>
      ) : (
        time
      )}
      <span id={descriptionId} className="visually-hidden">
        {absolute}
      </span>
    </>
  )
}
