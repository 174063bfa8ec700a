import { createContext, useContext } from 'react'

/**
 * False while a table's first frame is drawn (`usePainted`), true after. A
 * cell with work of its own to start (a row's call) leaves it until then, so
 * the task that first shows a list's rows stays short. Outside a table: true.
 */
export const TablePaintedContext = createContext(true)

export const useTablePainted = () => useContext(TablePaintedContext)
