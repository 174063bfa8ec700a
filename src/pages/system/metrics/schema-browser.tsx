import { useId, useMemo, useState } from 'react'
import type { TimeseriesSchema } from '~/api/__generated__/Api'
import { useAllPages } from '~/api/query'
import { valueColumn } from '~/components/columns'
import { DataTable } from '~/components/data-table'
import { Alert } from '~/ui/alert'
import { Button } from '~/ui/button'
import { Spinner } from '~/ui/spinner'
import { searchSchemas } from '~/util/oxql-explorer'

function SchemaFields({ schema }: { schema: TimeseriesSchema }) {
  const n = schema.fieldSchema.length
  return (
    <details>
      <summary>
        {n} {n === 1 ? 'field' : 'fields'}
        <span className="visually-hidden"> of {schema.timeseriesName}</span>
      </summary>
      <ul className="metrics-fields">
        {schema.fieldSchema.map((f) => (
          <li key={f.name}>
            <code>{f.name}</code> {f.fieldType}, {f.source}
            {f.description && <span className="cell-secondary">: {f.description}</span>}
          </li>
        ))}
      </ul>
    </details>
  )
}

const schemaColumns = (onQuery: (timeseriesName: string) => void) => [
  valueColumn<TimeseriesSchema>('timeseries', 'Timeseries', (s) => (
    <>
      <code>{s.timeseriesName}</code>
      <div className="cell-secondary">{s.description.metric}</div>
    </>
  )),
  valueColumn<TimeseriesSchema>('datumType', 'Datum type', (s) => s.datumType),
  valueColumn<TimeseriesSchema>('units', 'Units', (s) => s.units),
  valueColumn<TimeseriesSchema>('fields', 'Fields', (s) => <SchemaFields schema={s} />),
  valueColumn<TimeseriesSchema>('actions', 'Actions', (s) => (
    <Button
      variant="secondary"
      size="sm"
      aria-label={`Query ${s.timeseriesName}`}
      onClick={() => onQuery(s.timeseriesName)}
    >
      Query
    </Button>
  )),
]

/**
 * Every timeseries the rack reports, searchable by name, description and
 * field: what a query can `get`, with its fields, datum type and units.
 */
export function SchemaBrowser({ onQuery }: { onQuery: (timeseriesName: string) => void }) {
  const searchId = useId()
  const [search, setSearch] = useState('')
  // every page: the loader started it, and the list shows its own loading state
  const schemas = useAllPages('systemTimeseriesSchemaList', {})
  const items = schemas.data?.items
  const shown = useMemo(() => (items ? searchSchemas(items, search) : []), [items, search])
  const columns = useMemo(() => schemaColumns(onQuery), [onQuery])
  let body: React.ReactNode
  if (schemas.error) {
    body = <Alert title="Could not load the timeseries schemas">{schemas.error.message}</Alert>
  } else if (!items) {
    body = <Spinner label="Loading timeseries schemas" />
  } else if (shown.length === 0) {
    body = <p className="cell-secondary metrics-wrap">No timeseries match “{search}”.</p>
  } else {
    body = (
      <DataTable
        label="Timeseries schemas"
        rows={shown}
        columns={columns}
        rowId={(s) => s.timeseriesName}
      />
    )
  }
  return (
    <>
      <div className="metrics-search">
        <label htmlFor={searchId}>Search timeseries</label>
        <input
          id={searchId}
          type="search"
          className="input"
          value={search}
          placeholder="Name, description or field"
          onChange={(e) => setSearch(e.target.value)}
        />
        {items && (
          <span className="cell-secondary" aria-live="polite">
            {shown.length} of {items.length} timeseries
          </span>
        )}
      </div>
      {body}
    </>
  )
}
