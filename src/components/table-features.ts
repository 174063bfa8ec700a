import {
  type ColumnDef,
  createColumnHelper,
  type RowData,
  tableFeatures,
} from '@tanstack/react-table'

/**
 * The table features the console's tables use: none beyond the core (columns,
 * headers, rows, cells). Sorting, filtering and paging are the server's or
 * `QueryTable`'s, so the table bundles only its core.
 */
export const features = tableFeatures({})

export type Features = typeof features

/** A column helper for rows of type `T`, with the console's feature set. */
export const columnHelper = <T extends RowData>() => createColumnHelper<Features, T>()

/** Any column of a table of `T` rows. */
// biome-ignore lint/suspicious/noExplicitAny: column value types differ per column
export type Column<T extends RowData> = ColumnDef<Features, T, any>
