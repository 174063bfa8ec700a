import {
  type FetchQueryOptions,
  hashKey,
  QueryClient,
  type QueryKey,
  queryOptions,
  type UseQueryOptions,
  useQuery,
} from '@tanstack/react-query'
import { addToast } from '~/ui/toast'
import {
  fetchAllPages,
  fetchFromBothEnds,
  type Page,
  type ReadProgress,
  reportProgress,
} from './all-pages'
import { type ApiRequest, callApi, type OperationId, type OpParams, type OpResult } from './client'
import type { ApiError } from './errors'
import { reverseSortOf } from './list-sort'
import { isOnline, offlineError } from './online'
import { listenToOtherTabs, tellOtherTabs } from './other-tabs'
import { isRackUnreachable, readRetryDelay, retryRead, subscribeReachability } from './reachability'

/** How long data is fresh: a loader asks again for data older than this. */
const STALE_MS = 2000

/** No retry, 2 s stale time, no refetch on focus; a 404 goes to the error boundary. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // a read that got no response is tried again, with backoff, while the
      // rack is out of reach; any other failure is shown at once. A poll
      // (`refetchInterval`) pauses while the tab is hidden and resumes when it
      // shows, as TanStack Query does by default (`refetchIntervalInBackground`)
      retry: retryRead,
      retryDelay: readRetryDelay,
      staleTime: STALE_MS,
      refetchOnWindowFocus: false,
      // a page whose resource is gone shows the not-found page; a background refetch that 404s
      // (the old name after a rename, a resource just deleted) keeps what the page has while
      // it navigates away
      throwOnError: (error, query) =>
        (error as ApiError).statusCode === 404 && query.state.data === undefined,
    },
    // a write is never sent again on its own: the person decides. Offline it is
    // not held back (paused) to go later: `mutate` refuses it at once and says so
    mutations: { retry: false, networkMode: 'always' },
  },
})

// the rack answers again: what is on screen may have changed meanwhile, so read it again
subscribeReachability(() => {
  if (!isRackUnreachable()) void queryClient.invalidateQueries()
})

/** The one way to describe a query: key = [operation name, params]. */
export const apiQuery = <K extends OperationId>(operationId: K, params: OpParams<K>) =>
  queryOptions<OpResult<K>, ApiError>({
    queryKey: [operationId, params],
    queryFn: () => callApi(operationId, params),
  })

/**
 * What the cache holds for a call, if anything: an item page's crumb names the
 * item by it once the page's loader has fetched it.
 */
export const cachedApiData = <K extends OperationId>(operationId: K, params: OpParams<K>) =>
  queryClient.getQueryData(apiQuery(operationId, params).queryKey)

/**
 * A read straight from the API, never the cache, whose answer then replaces
 * the cached one (the page behind shows it): what a whole-set write merges into.
 */
export const readFresh = <K extends OperationId>(operationId: K, params: OpParams<K>) =>
  queryClient.fetchQuery({ ...apiQuery(operationId, params), staleTime: 0 })

type ExtraQueryOptions<K extends OperationId> = Omit<
  UseQueryOptions<OpResult<K>, ApiError>,
  'queryKey' | 'queryFn'
>

export function useApiQuery<K extends OperationId>(
  operationId: K,
  params: OpParams<K>,
  options: ExtraQueryOptions<K> = {},
) {
  return useQuery({ ...apiQuery(operationId, params), ...options })
}

/**
 * Reads a query the route's loader prefetched. Fails loudly when the loader
 * forgot it, so a request waterfall shows up as a test failure, not a slow page.
 */
export function usePrefetchedApiQuery<K extends OperationId>(
  operationId: K,
  params: OpParams<K>,
  options: ExtraQueryOptions<K> = {},
) {
  return usePrefetchedQuery(apiQuery(operationId, params), options)
}

/**
 * `usePrefetchedApiQuery` for a query built by the same function as the
 * loader's (`listQuery(...)`, a folder's query builder), so both use one key.
 */
export function usePrefetchedQuery<T>(
  query: UseQueryOptions<T, ApiError> & { queryKey: QueryKey },
  options: Omit<UseQueryOptions<T, ApiError>, 'queryKey' | 'queryFn'> = {},
) {
  const result = useQuery({ ...query, ...options })
  if (result.data === undefined) {
    if (result.error) throw result.error
    // the loader asked and the API refused: the page's error boundary gets the API's error
    const failed = failedPrefetches.get(hashKey(query.queryKey))
    if (failed) throw failed
    throw new Error(`Query ${JSON.stringify(query.queryKey)} was not prefetched by the loader`)
  }
  return { ...result, data: result.data }
}

/** The last error of each query a loader prefetched and the API refused, by query hash. */
const failedPrefetches = new Map<string, ApiError>()

// biome-ignore lint/suspicious/noExplicitAny: one loader prefetches queries of many result types
type AnyFetchQuery = FetchQueryOptions<any, ApiError, any, readonly unknown[]>

/*
 * Which verb a route's loader uses (the page then reads each query with
 * `usePrefetchedApiQuery` or `usePrefetchedQuery`, which fail loudly when the
 * loader forgot one). Ask: what does the page do while the query is out?
 * - It cannot draw without the resource it is about (an instance, a VPC by
 *   name), and a 404 must be the not-found page: `ensure(op, params)`.
 * - It cannot draw without the data, and a refusal is shown in place (a form's
 *   choices, a detail's related lists): `prefetch(...queries)`.
 * - It draws with a loading state of its own (a list's rows in `QueryTable`,
 *   name lookups in cells): `startFetch(...queries)`, the navigation does not wait.
 * - A layout's data that every page under it shows (the user, an instance's
 *   IPs): `prefetchMissing(...queries)`, which waits only for what the cache
 *   does not hold, so a change of sort or filter does not wait.
 * Every query goes through one of them, all started at once.
 */

/** Loaders call this: every query of the page in parallel, errors left to the page. */
export const prefetch = (...queries: AnyFetchQuery[]) => Promise.all(queries.map(fetchKeepingError))

/**
 * One query a loader needs the answer of to ask for more (a VPC's routers,
 * then each one's routes): its data, or undefined with the API's refusal kept
 * for the page, as `prefetch` keeps it.
 */
export const prefetchOne = <T>(
  query: UseQueryOptions<T, ApiError> & { queryKey: QueryKey },
): Promise<T | undefined> => fetchKeepingError(query as AnyFetchQuery)

/** One query as a loader asks for it: its data, or undefined with the API's refusal kept. */
function fetchKeepingError(q: AnyFetchQuery) {
  const hash = hashKey(q.queryKey)
  return queryClient.fetchQuery(q).then(
    (data) => {
      failedPrefetches.delete(hash)
      return data
    },
    (error: ApiError) => {
      failedPrefetches.set(hash, error)
      return undefined
    },
  )
}

/**
 * A layout's loader calls this for what every page under it shows (the user, an
 * instance's IPs): a navigation waits for what the cache does not hold yet, and
 * takes what it holds (a refusal too) as it is, refreshing it behind the page;
 * after a server's fault it asks again and waits.
 * React Router runs a layout's loader again when only the URL's search changes
 * (a list's sort, a filter): `prefetch` would hold that navigation for a round
 * trip to ask again for data the layout is already showing. Data a mutation
 * invalidated is waited for, as `prefetch` would.
 */
export const prefetchMissing = (...queries: AnyFetchQuery[]) =>
  Promise.all(
    queries.map((q) => {
      const state = queryClient.getQueryState(q.queryKey)
      // (TanStack marks a failed query invalidated.) A refusal (a 4xx: not a fleet
      // viewer, not found) is known until it is asked again; a server's fault (a
      // 5xx) may be gone, so the navigation waits for the next try rather than
      // drawing the last one's error page
      const known = state?.status === 'error' && !isServerFault(state.error as ApiError | null)
      const settled = state && (known || (state.data !== undefined && !state.isInvalidated))
      if (!settled) return fetchKeepingError(q)
      void fetchKeepingError(q)
      return state.data
    }),
  )

/** The server failed (a 5xx), as against refusing (a 4xx). */
const isServerFault = (error: ApiError | null) => (error?.statusCode ?? 0) >= 500

/**
 * Loaders call this for what the page shows in a loading state of its own (a
 * list's rows, `QueryTable`): the calls leave with the navigation, as
 * `prefetch`'s do, but the page does not wait for them. It draws while they are
 * out, so when the rows come only the rows are left to draw.
 */
export const startFetch = (...queries: AnyFetchQuery[]) => {
  void prefetch(...queries)
}

/**
 * Whether the cache has nothing a loader would take as it is for this key: no
 * data, data older than the stale time, or data a mutation invalidated.
 */
export function isStaleInCache(queryKey: QueryKey) {
  const query = queryClient.getQueryCache().find({ queryKey, exact: true })
  return !query || query.isStaleByTime(STALE_MS)
}

/** Loaders call this for queries whose failure (404) must go to the error boundary. */
export const ensure = <K extends OperationId>(operationId: K, params: OpParams<K>) =>
  queryClient.ensureQueryData(apiQuery(operationId, params))

type CachedQuery = { queryKey: readonly unknown[] }

/** The value a query's params give `param`, in its path or its query string. */
function paramOf({ queryKey }: CachedQuery, param: string): unknown {
  const params = queryKey[1] as
    | { path?: Record<string, unknown>; query?: Record<string, unknown> }
    | undefined
  return params?.path?.[param] ?? params?.query?.[param]
}

/**
 * After a delete: the queries whose params name the deleted resource (by name
 * or id), its view and the lists of what it held (a group's members, a
 * gateway's pools). They are never read again, not even while its page is
 * still on screen (they would only 404), and leave the cache once no page
 * reads them, so a way back to the page asks afresh.
 */
export function markDeleted(param: string, nameOrId: string[]) {
  const predicate = (query: CachedQuery) => nameOrId.includes(String(paramOf(query, param)))
  return {
    predicate,
    forget: () => {
      const cache = queryClient.getQueryCache()
      queryClient.removeQueries({ predicate, type: 'inactive' })
      const onScreen = new Set(cache.findAll({ predicate }))
      if (onScreen.size > 0) {
        const stop = cache.subscribe((event) => {
          const { query } = event
          if (event.type !== 'observerRemoved' || !onScreen.has(query)) return
          if (query.getObserversCount() > 0) return
          onScreen.delete(query)
          cache.remove(query)
          if (onScreen.size === 0) stop()
        })
      }
      // stale for any page still showing it, without a refetch
      return queryClient.invalidateQueries({ predicate, refetchType: 'none' })
    },
  }
}

export type Deleted = ReturnType<typeof markDeleted>

/**
 * The resource a successful call deleted: a `…Delete` whose path has one
 * parameter (a member's removal names the group and the instance, and deletes
 * neither). It is named by name or by id; the other is found in the cache.
 */
export function deletedBy(operationId: string, params: unknown): Deleted | undefined {
  const path = (params as { path?: Record<string, unknown> } | undefined)?.path ?? {}
  const [param, ...others] = Object.keys(path)
  if (!operationId.endsWith('Delete') || !param || others.length > 0) return undefined
  const value = String(path[param])
  const nameOrId = new Set([value])
  type Named = { id?: unknown; name?: unknown }
  for (const query of queryClient.getQueryCache().getAll()) {
    const data = query.state.data as (Named & { items?: Named[] }) | undefined
    if (!data || typeof data !== 'object') continue
    // an id is the same resource wherever it is; a name only in a query that names it so
    for (const item of Array.isArray(data.items) ? [data, ...data.items] : [data]) {
      if (item.id === value && typeof item.name === 'string') nameOrId.add(item.name)
    }
    if (data.name === value && typeof data.id === 'string' && paramOf(query, param) === value) {
      nameOrId.add(data.id)
    }
  }
  return markDeleted(param, [...nameOrId])
}

/** Mark every query of these operations stale, but a deleted resource's, e.g. after a create. */
const invalidateHere = (operationIds: readonly string[], deleted?: Deleted) =>
  Promise.all(
    operationIds.map((op) =>
      queryClient.invalidateQueries(
        deleted
          ? { queryKey: [op], predicate: (query) => !deleted.predicate(query) }
          : { queryKey: [op] },
      ),
    ),
  )

/** After a write: these operations' queries are stale, here and in the browser's other tabs. */
export const invalidate = (...operationIds: OperationId[]) => {
  tellOtherTabs(operationIds)
  return invalidateHere(operationIds)
}

/** `invalidate` after a delete, leaving out the deleted resource's own queries (`markDeleted`). */
export const invalidateAfterDelete = (deleted: Deleted, ...operationIds: OperationId[]) => {
  tellOtherTabs(operationIds)
  return invalidateHere(operationIds, deleted)
}

if (import.meta.env.VITE_API_MODE !== 'mock') listenToOtherTabs(invalidateHere)

type ToastText = { title: string; content?: string }

export type MutateOptions<K extends OperationId> = {
  /** operations whose queries this change makes stale, marked once the call succeeds */
  invalidates?: readonly OperationId[]
  /**
   * Right after the call succeeds, before the invalidation: put the answer where
   * the page shows it (an instance's new state), leave a deleted resource's
   * page. Awaited.
   */
  beforeInvalidate?: (data: OpResult<K>) => unknown
  /** the success toast, shown once the invalidated queries are read again */
  toast?: ToastText | ((data: OpResult<K>) => ToastText)
  /**
   * Shows a failure as an error toast with this title and the API's message,
   * and resolves undefined instead of rejecting: for an action with no form,
   * confirm or bulk summary of its own to show it.
   */
  errorTitle?: string
}

/**
 * The one way to change something (forms through `requestFormProps`, confirm
 * dialogs, bulk actions, menu items): the call, then (after a delete) the
 * deleted resource's queries are forgotten (`deletedBy`), then
 * `beforeInvalidate`, then the invalidation, then the success toast. A failure rejects with the
 * `ApiError` (its message made by `callApi`), for the form, the confirm dialog
 * or the bulk summary to show, or becomes an error toast when `errorTitle` is set.
 * Offline, nothing is sent: it rejects at once with `offlineError`.
 */
export function mutate<K extends OperationId>(
  operationId: K,
  params: OpParams<K>,
  options: MutateOptions<K> & { errorTitle: string },
): Promise<OpResult<K> | undefined>
export function mutate<K extends OperationId>(
  operationId: K,
  params: OpParams<K>,
  options?: MutateOptions<K>,
): Promise<OpResult<K>>
export async function mutate<K extends OperationId>(
  operationId: K,
  params: OpParams<K>,
  { invalidates = [], beforeInvalidate, toast, errorTitle }: MutateOptions<K> = {},
) {
  try {
    if (!isOnline()) throw offlineError()
    const data = await callApi(operationId, params)
    // a deleted resource's own queries are never read again: they would only 404
    const deleted = deletedBy(operationId, params)
    await deleted?.forget()
    await beforeInvalidate?.(data)
    await (deleted ? invalidateAfterDelete(deleted, ...invalidates) : invalidate(...invalidates))
    if (toast) addToast(typeof toast === 'function' ? toast(data) : toast)
    return data
  } catch (e) {
    if (errorTitle === undefined) throw e
    addToast({ variant: 'error', title: errorTitle, content: (e as Error).message })
    return undefined
  }
}

/** `mutate` for a call built as data (`apiRequest`), e.g. by a pool kind's request builders. */
export const mutateRequest = (request: ApiRequest, options?: MutateOptions<OperationId>) =>
  mutate(request.operationId, request.params, options)

/** Lists page with `limit` + `pageToken`, 50 rows by default. */
export const PAGE_SIZE = 50

// items are objects: a table's rows must be records (TanStack Table's `RowData`)
type PageOf<K extends OperationId> =
  OpResult<K> extends { items: (infer T extends object)[] } ? T : never
/** Operations that return a page of items. */
export type ListOperationId = {
  [K in OperationId]: OpResult<K> extends { items: unknown[]; nextPage?: string | null } ? K : never
}[OperationId]
export type ListItem<K extends ListOperationId> = PageOf<K>

type WithQuery = { query?: Record<string, unknown> }

/** How a list page is read: the server's order and the rows per page. */
export type ListPageOptions = { sortBy?: string; limit?: number }

/**
 * A page of a list: what a loader prefetches and what the list shows first.
 * `sortBy` is left out when not given, so the default order has one key.
 */
export function listQuery<K extends ListOperationId>(
  operationId: K,
  params: OpParams<K>,
  pageToken?: string,
  { sortBy, limit = PAGE_SIZE }: ListPageOptions = {},
) {
  const p = params as WithQuery
  const query = {
    ...p.query,
    limit,
    ...(sortBy ? { sortBy } : {}),
    ...(pageToken ? { pageToken } : {}),
  }
  return apiQuery(operationId, { ...p, query } as OpParams<K>)
}

/** Every item of a list, in server order, from one or a few calls. */
export type AllPages<K extends ListOperationId> = { items: ListItem<K>[] }

/**
 * Every page of a list, for pickers and name lookups: past the first page a picker
 * would silently cut choices short. Key: `[op, params, 'all-pages']`, so invalidating
 * an operation refreshes it with its pages.
 */
export function allPagesQuery<K extends ListOperationId>(operationId: K, params: OpParams<K>) {
  const p = params as WithQuery
  return queryOptions<AllPages<K>, ApiError>({
    queryKey: [operationId, params, 'all-pages'],
    queryFn: async ({ queryKey }) => {
      const hash = hashKey(queryKey)
      const onProgress = (progress: ReadProgress) => reportProgress(hash, progress)
      const fetchPage = (pageToken: string | undefined, limit: number, sortBy?: string) => {
        const query = {
          ...p.query,
          ...(sortBy ? { sortBy } : {}),
          limit,
          ...(pageToken ? { pageToken } : {}),
        }
        return callApi(operationId, { ...p, query } as OpParams<K>) as Promise<Page<ListItem<K>>>
      }
      const reverse = reverseSortOf(operationId, p.query?.sortBy)
      try {
        const items = reverse
          ? await fetchFromBothEnds(
              (end, token, limit) => fetchPage(token, limit, end === 'back' ? reverse : undefined),
              (item) => (item as { id: string }).id,
              onProgress,
            )
          : await fetchAllPages(fetchPage, onProgress)
        return { items }
      } finally {
        reportProgress(hash, undefined)
      }
    },
  })
}

/** Every page of a list in a list screen's order (`sort_by`, the server's default when unset). */
export function sortedAllPagesQuery<K extends ListOperationId>(
  operationId: K,
  params: OpParams<K>,
  sortBy: string | undefined,
) {
  const p = params as WithQuery
  const query = { ...p.query, ...(sortBy ? { sortBy } : {}) }
  return allPagesQuery(operationId, { ...p, query } as OpParams<K>)
}

/** Every item of a list the loader prefetched with `allPagesQuery(op, params)`. */
export function usePrefetchedAllPages<K extends ListOperationId>(
  operationId: K,
  params: OpParams<K>,
) {
  return usePrefetchedQuery<AllPages<K>>(allPagesQuery(operationId, params)).data
}

/** Every item of a list, for optional data the page reads without its loader (a lookup). */
export function useAllPages<K extends ListOperationId>(
  operationId: K,
  params: OpParams<K>,
  options: { enabled?: boolean } = {},
) {
  return useQuery({ ...allPagesQuery(operationId, params), ...options })
}
