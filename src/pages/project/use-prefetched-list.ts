import type { OpParams } from '~/api/client'
import { type ListOperationId, listQuery, usePrefetchedQuery } from '~/api/query'

/** The first page of a list the loader prefetched with `listQuery(op, params)`. */
export function usePrefetchedList<K extends ListOperationId>(operationId: K, params: OpParams<K>) {
  return usePrefetchedQuery(listQuery(operationId, params)).data
}
