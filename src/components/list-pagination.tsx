import type { ReactNode } from 'react'
import { Button } from '~/ui/button'
import { ROWS_PER_PAGE } from '~/util/list-url-state'

type Props = {
  label: string
  /** 1-based index of the first row shown */
  first: number
  count: number
  limit: number
  onLimit: (limit: number) => void
  onPrevious?: () => void
  onNext?: () => void
  /** e.g. a spinner while the next page loads */
  status?: ReactNode
}

/** The pagination bar: which rows show, rows per page, Previous and Next. */
export function ListPagination({
  label,
  first,
  count,
  limit,
  onLimit,
  onPrevious,
  onNext,
  status,
}: Props) {
  return (
    <nav className="pagination" aria-label={`${label} pages`}>
      <span>
        {count > 0 ? `Rows ${first}–${first + count - 1}` : 'No rows'}
        {status}
      </span>
      <span className="pagination-buttons">
        <label className="list-control">
          Rows per page
          <select className="input" value={limit} onChange={(e) => onLimit(Number(e.target.value))}>
            {ROWS_PER_PAGE.map((n) => (
              <option key={n}>{n}</option>
            ))}
          </select>
        </label>
        <Button variant="secondary" size="sm" disabled={!onPrevious} onClick={onPrevious}>
          Previous
        </Button>
        <Button variant="secondary" size="sm" disabled={!onNext} onClick={onNext}>
          Next
        </Button>
      </span>
    </nav>
  )
}
