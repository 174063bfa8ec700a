import { formatDateTime, formatUtcDateTime } from '~/util/time'

/**
 * A time in the person's own time zone, with the UTC time (what the API and the
 * rack's logs say) on hover and for screen readers. No hooks, so a table cell
 * may call it as a plain function and spare a component per cell.
 */
export function DateTime({ date, className }: { date: Date; className?: string }) {
  return (
    <time className={className} dateTime={date.toISOString()} title={formatUtcDateTime(date)}>
      {formatDateTime(date)}
    </time>
  )
}
