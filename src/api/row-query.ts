import { useQuery } from '@tanstack/react-query'
import { callApi, type OperationId, type OpParams, type OpResult } from './client'
import type { ApiError } from './errors'
import { createLane } from './lane'
import { queryClient } from './query'

/**
 * The calls of a list's rows for what the list call does not carry (an
 * instance row's external IPs): two at a time. Over HTTP/1.1 a browser opens
 * six connections to a host, and a page of rows asking at once would hold
 * all six while the page's next list or navigation waits behind them.
 */
const rowCalls = createLane(2)

/**
 * `useApiQuery` for one row of a list, sent in the rows' lane; a row that
 * leaves the page before its turn never sends it. Its key is the operation's
 * (so invalidating the operation reaches it) marked as a row's: a page's
 * loader asking for the same call does not wait behind the rows' turns.
 */
export function useRowQuery<K extends OperationId>(operationId: K, params: OpParams<K>) {
  return useQuery<OpResult<K>, ApiError>({
    queryKey: rowQueryKey(operationId, params),
    queryFn: ({ signal }) => rowCalls(() => callApi(operationId, params), signal),
  })
}

const rowQueryKey = <K extends OperationId>(operationId: K, params: OpParams<K>) =>
  [operationId, params, 'row'] as const

/** Whether the cache holds a row's answer (`useRowQuery` would show it at once). */
export const hasRowData = <K extends OperationId>(operationId: K, params: OpParams<K>) =>
  queryClient.getQueryData(rowQueryKey(operationId, params)) !== undefined
