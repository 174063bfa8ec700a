import { useId, useMemo, useState } from 'react'
import type { TimeseriesSchema } from '~/api/__generated__/Api'
import { useAllPages } from '~/api/query'
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
  let body: React.ReactNode
  if (schemas.error) {
    body = <Alert title="Could not load the timeseries schemas">{schemas.error.message}</Alert>
  } else if (!items) {
    body = <Spinner label="Loading timeseries schemas" />
  } else if (shown.length === 0) {
    body = <p className="cell-secondary metrics-wrap">No timeseries match “{search}”.</p>
  } else {
    body = (
      <div className="table-wrap">
        <table className="table" aria-label="Timeseries schemas">
          <thead>
            <tr>
              <th scope="col">Timeseries</th>
              <th scope="col">Datum type</th>
              <th scope="col">Units</th>
              <th scope="col">Fields</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((s) => (
              <tr key={s.timeseriesName}>
                <td>
                  <code>{s.timeseriesName}</code>
                  <div className="cell-secondary">{s.description.metric}</div>
                </td>
                <td>{s.datumType}</td>
                <td>{s.units}</td>
                <td>
                  <SchemaFields schema={s} />
                </td>
                <td className="cell-actions">
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Query ${s.timeseriesName}`}
                    onClick={() => onQuery(s.timeseriesName)}
                  >
                    Query
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
