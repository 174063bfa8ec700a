import { useState } from 'react'
import { useSearchWriter } from '~/hooks/use-search-writer'
import { Button } from '~/ui/button'
import { AUDIT_RANGES, type AuditRange, type AuditRangeId, withAuditRange } from './audit-range'

/** The person's own time zone, as the custom range's inputs read their times. */
const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

/**
 * The audit log's time range: a span back from now, or a custom start and end
 * in the person's time zone, applied together. Both live in the URL.
 */
export function AuditRangeBar({ range }: { range: AuditRange }) {
  const [, write] = useSearchWriter()
  const [custom, setCustom] = useState({ start: range.start, end: range.end })
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
          <label className="list-control">
            Start
            <input
              type="datetime-local"
              className="input"
              required
              value={custom.start}
              onChange={(e) => setCustom({ ...custom, start: e.target.value })}
            />
          </label>
          <label className="list-control">
            End
            <input
              type="datetime-local"
              className="input"
              value={custom.end}
              onChange={(e) => setCustom({ ...custom, end: e.target.value })}
            />
          </label>
          <span className="cell-secondary">Times in {zone()}</span>
          <Button type="submit" variant="secondary">
            Apply
          </Button>
        </>
      )}
    </form>
  )
}
