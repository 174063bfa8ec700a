import type { RowData } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { DropdownMenu, type MenuItem } from '~/ui/dropdown-menu'
import { DateTime } from './date-time'
import { columnHelper } from './table-features'

/** Shared column helpers: a list page is mostly its columns, defined once at module level. */
type Named = { name: string }
type Described = { description: string }
type Created = { timeCreated: Date }

export function nameLinkColumn<T extends Named>(to: (row: T) => string, header = 'Name') {
  return columnHelper<T>().display({
    id: 'name',
    header,
    cell: ({ row }) => <Link to={to(row.original)}>{row.original.name}</Link>,
  })
}

/**
 * A link to the row's page, or a page the row names, by text that is not a
 * `name` (a user's display name, a sled's serial, a silo named by the row).
 */
export function linkColumn<T extends RowData>(
  id: string,
  header: string,
  link: (row: T) => { to: string; text: ReactNode },
  className?: string,
) {
  return columnHelper<T>().display({
    id,
    header,
    cell: ({ row }) => {
      const { to, text } = link(row.original)
      return (
        <Link className={className} to={to}>
          {text}
        </Link>
      )
    },
  })
}

/** A link column in the monospace face, for what names a row that has no name: an id, a class. */
export const monoLinkColumn = <T extends RowData>(
  id: string,
  header: string,
  link: (row: T) => { to: string; text: ReactNode },
) => linkColumn(id, header, link, 'mono')

export function nameColumn<T extends Named>(header = 'Name') {
  return columnHelper<T>().display({
    id: 'name',
    header,
    cell: ({ row }) => row.original.name,
  })
}

export function descriptionColumn<T extends Described>() {
  return columnHelper<T>().display({
    id: 'description',
    header: 'Description',
    cell: ({ row }) => (
      <span className="cell-secondary cell-truncate">{row.original.description}</span>
    ),
  })
}

export function createdColumn<T extends Created>() {
  return columnHelper<T>().display({
    id: 'created',
    header: 'Created',
    cell: ({ row }) => DateTime({ date: row.original.timeCreated, className: 'cell-secondary' }),
  })
}

/** A column of one value of the row: text, a number, a badge; the list's own columns. */
export function valueColumn<T extends RowData>(
  id: string,
  header: string,
  value: (row: T) => ReactNode,
) {
  return columnHelper<T>().display({ id, header, cell: ({ row }) => value(row.original) })
}

/** The id of a row that has no name (a token, a session): what the CLI shows. */
export function idColumn<T extends { id: string }>() {
  return columnHelper<T>().display({
    id: 'id',
    header: 'ID',
    cell: ({ row }) => <span className="mono">{row.original.id}</span>,
  })
}

/** When a token expires; one asked for without a lifetime lasts until it is revoked. */
export function expiresColumn<T extends { timeExpires?: Date | null }>() {
  return columnHelper<T>().display({
    id: 'expires',
    header: 'Expires',
    cell: ({ row }) => {
      const expires = row.original.timeExpires
      return expires ? DateTime({ date: expires, className: 'cell-secondary' }) : 'Never'
    },
  })
}

/**
 * The row's action menu; its button is named "Row actions" and lives in the row.
 * `items` runs only when the menu opens; a row for which `hasActions` is false
 * gets no menu (e.g. an inherited role, which is changed where it is granted).
 */
export function actionsColumn<T extends RowData>(
  items: (row: T) => MenuItem[],
  hasActions: (row: T) => boolean = () => true,
) {
  return columnHelper<T>().display({
    id: 'actions',
    header: 'Actions',
    cell: ({ row }) =>
      hasActions(row.original) ? (
        <DropdownMenu
          label="Row actions"
          trigger={<span aria-hidden>⋯</span>}
          items={() => items(row.original)}
        />
      ) : null,
  })
}

type OwnColumn<T extends Named> = ReturnType<typeof nameColumn<T>>

/**
 * The columns of most resource lists: the name linking to the resource, the
 * list's `own` columns, then the description, the list's `after` columns, the
 * creation time and the row's menu (only on rows for which `hasActions` holds).
 */
export function resourceColumns<T extends Named & Described & Created>(
  to: (row: T) => string,
  items: (row: T) => MenuItem[],
  own: OwnColumn<T>[] = [],
  { after = [], hasActions }: { after?: OwnColumn<T>[]; hasActions?: (row: T) => boolean } = {},
) {
  return [
    nameLinkColumn(to),
    ...own,
    descriptionColumn<T>(),
    ...after,
    createdColumn<T>(),
    actionsColumn(items, hasActions),
  ]
}
