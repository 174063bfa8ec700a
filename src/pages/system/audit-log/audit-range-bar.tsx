import { useState } from 'react'
import { useSearchWriter } from '~/hooks/use-search-writer'
import { useTimeZone } from '~/hooks/use-time-zone'
import { Button } from '~/ui/button'
import { fromDateTimeInput, type TimeZone, toDateTimeInput, zoneLongName } from '~/util/time'
import {
  AUDIT_RANGES,
  type AuditRange,
  type AuditRangeId,
  readUrlTime,
  urlTime,
  withAuditRange,
} from './audit-range'

/** A URL time in UTC's form, where it reads as a time; else as it was, for the page to refuse. */
const normalized = (value: string, zone: TimeZone) => {
  const date = readUrlTime(value, zone)
  return date ? urlTime(date) : value
}

/** A custom range's input: it shows and takes the time in the zone times are shown in. */
function TimeInput({
  label,
  value,
  required,
  onChange,
}: {
  label: string
  /** a URL time (`2026-11-27T09:30Z`) or '' */
  value: string
  required?: boolean
  onChange: (value: string) => void
}) {
  const zone = useTimeZone()
  const date = readUrlTime(value, zone)
  return (
    <label className="list-control">
      {label}
      <input
        type="datetime-local"
        className="input"
        required={required}
        value={date ? toDateTimeInput(date, zone) : ''}
        onChange={(e) => {
          const typed = fromDateTimeInput(e.target.value, zone)
          onChange(typed ? urlTime(typed) : '')
        }}
      />
    </label>
  )
}

/**
 * The audit log's time range: a span back from now, or a custom start and end
 * in the zone times are shown in (the user menu's choice), applied together.
 * Both live in the URL.
 */
export function AuditRangeBar({ range }: { range: AuditRange }) {
  const [, write] = useSearchWriter()
  const zone = useTimeZone()
  const [custom, setCustom] = useState(() => ({
    start: normalized(range.start, zone),
    end: normalized(range.end, zone),
  }))
  const [picked, setPicked] = useState<AuditRangeId>(range.range)
  const apply = (r: AuditRange) => write((s) => withAuditRange(s, r))
  return (
    <form
      className="list-toolbar"
      aria-label="Time range"
      onSubmit={(e) => {
        e.preventDefault()
        apply({ range: 'custom', ...custom })
      }}
    >
      <label className="list-control">
        Time range
        <select
          className="input"
          value={picked}
          onChange={(e) => {
            const next = e.target.value as AuditRangeId
            setPicked(next)
            if (next !== 'custom') apply({ range: next, start: '', end: '' })
          }}
        >
          {AUDIT_RANGES.map((r) => (
            <option key={r.id} value={r.id}>
              {r.label}
            </option>
          ))}
        </select>
      </label>
      {picked === 'custom' && (
        <>
          <TimeInput
            label="Start"
            required
            value={custom.start}
            onChange={(start) => setCustom({ ...custom, start })}
          />
          <TimeInput
            label="End"
            value={custom.end}
            onChange={(end) => setCustom({ ...custom, end })}
          />
          <span className="cell-secondary">Times in {zoneLongName(zone)}</span>
          <Button type="submit" variant="secondary">
            Apply
          </Button>
        </>
      )}
    </form>
  )
}
