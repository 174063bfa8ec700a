import { createContext, useContext } from 'react'

/**
 * The rows a list shows right now: the server's page, or the page of matches
 * when filtered. A selection column's header reads them from its table
 * (`table.getRowModel().rows`, the same rows); a bar outside the table (bulk
 * actions) reads them here.
 */
export const ShownRowsContext = createContext<readonly unknown[]>([])

export const useShownRows = <T>() => useContext(ShownRowsContext) as readonly T[]
