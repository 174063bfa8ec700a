import { valueColumn } from '~/components/columns'
import { type JsonField, jsonFields } from '~/util/json-fields'
import { DataTable } from './data-table'
import { columnHelper } from './table-features'

const col = columnHelper<JsonField>()
const columns = [
  valueColumn<JsonField>('field', 'Field', (r) => <span className="mono">{r.path}</span>),
  col.display({ id: 'value', header: 'Value', cell: ({ row }) => row.original.value }),
]

/** An answer without a schema, one row per field (`jsonFields`), instead of raw JSON. */
export function JsonFieldsTable({ value, label }: { value: unknown; label: string }) {
  return (
    <DataTable rows={jsonFields(value)} columns={columns} label={label} rowId={(f) => f.path} />
  )
}
