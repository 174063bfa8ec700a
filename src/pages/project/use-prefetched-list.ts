import type { OpParams } from '~/api/client'
import { type ListOperationId, PAGE_SIZE, usePrefetchedApiQuery } from '~/api/query'

/** The first page of a list the loader prefetched with `listQuery(op, params)`. */
export function usePrefetchedList<K extends ListOperationId>(operationId: K, params: OpParams<K>) {
  const p = params as { query?: Record<string, unknown> }
  const withLimit = { ...p, query: { ...p.query, limit: PAGE_SIZE } } as OpParams<K>
  return usePrefetchedApiQuery(operationId, withLimit).data
}
