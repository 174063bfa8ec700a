import { useState } from 'react'
import type { Alert } from '~/api/__generated__/Api'
import { validateSubscription } from '~/api/alert-subscriptions'
import type { RouteHandle } from '~/components/breadcrumbs'
import { monoLinkColumn, valueColumn } from '~/components/columns'
import { DateTime } from '~/components/date-time'
import { QueryTable } from '~/components/query-table'
import { useSearchWriter, withParam } from '~/hooks/use-search-writer'
import { Button } from '~/ui/button'
import { EmptyState } from '~/ui/empty-state'
import { paths } from '~/util/paths'
import { alertListParams } from './loaders'

export const handle: RouteHandle = { title: 'Alerts' }

const columns = [
  monoLinkColumn<Alert>('class', 'Class', (r) => ({
    to: paths.systemAlert({ alertId: r.id }),
    text: r.class,
  })),
  valueColumn<Alert>('time', 'Time', (r) => DateTime({ date: r.timeCreated })),
  valueColumn<Alert>('id', 'ID', (r) => <span className="mono cell-secondary">{r.id}</span>),
]

/** The alerts the system raised, newest first, narrowed by a class glob (`?class=`). */
export function Component() {
  const [search, write] = useSearchWriter()
  const alertClass = search.get('class')
  const [glob, setGlob] = useState(alertClass ?? '')
  const [error, setError] = useState<string>()
  const apply = (e: React.FormEvent) => {
    e.preventDefault()
    const value = glob.trim()
    const message = value ? validateSubscription(value) : undefined
    setError(message)
    if (message) return
    write((s) => withParam(s, 'class', value))
  }
  return (
    <>
      <form className="filter-bar" onSubmit={apply} aria-label="Filter alerts">
        <label className="field">
          <span className="field-label">Alert class</span>
          <input
            className="input mono"
            value={glob}
            placeholder="test.foo.* or test.**"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'alert-class-filter-error' : undefined}
            onChange={(e) => setGlob(e.target.value)}
          />
        </label>
        <Button type="submit" variant="secondary">
          Filter
        </Button>
        {error && (
          <span className="field-error" id="alert-class-filter-error">
            {error}
          </span>
        )}
      </form>
      <QueryTable
        key={alertClass ?? ''}
        operationId="alertList"
        params={alertListParams(alertClass)}
        columns={columns}
        label="Alerts"
        emptyState={
          <EmptyState
            title="No alerts"
            body={alertClass ? `No alert of a class matching ${alertClass}.` : 'No alert yet.'}
          />
        }
      />
    </>
  )
}
