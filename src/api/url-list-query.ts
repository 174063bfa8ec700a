import { parseListUrlState } from '~/util/list-url-state'
import type { OpParams } from './client'
import { sortModesOf } from './list-sort'
import { type ListOperationId, listQuery } from './query'

/**
 * The first page of a list as the page's URL asks for it (sort, rows per page):
 * loaders prefetch this, and `QueryTable` reads the same key, so a list opened
 * from a link with `?sort=name_descending&limit=100` costs one call, not two.
 */
export function urlListQuery<K extends ListOperationId>(
  request: Request | { url: string },
  operationId: K,
  params: OpParams<K>,
  /** the list's URL prefix, on a page with two lists */
  prefix?: string,
) {
  const search = new URL(request.url).searchParams
  const state = parseListUrlState(search, sortModesOf(operationId), prefix)
  return listQuery(operationId, params, undefined, { sortBy: state.sort, limit: state.limit })
}
