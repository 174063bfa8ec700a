import type { Instance } from '~/api/__generated__/Api'
import { usePrefetchedApiQuery } from '~/api/query'
import { isInstanceTransitional } from '~/api/states'
import { POLL_MS } from '~/components/query-table'
import { instanceParams } from './loaders'

const pollWhileTransitional = {
  refetchInterval: (q: { state: { data?: Instance } }) =>
    q.state.data && isInstanceTransitional(q.state.data) ? POLL_MS : false,
}

/**
 * The route's instance (its loader prefetched it), read again every second
 * while it starts, stops or reboots: the page's state and actions follow it,
 * and a starting instance gets its console once it runs.
 */
export const useInstance = (selector: { project: string; instance: string }) =>
  usePrefetchedApiQuery('instanceView', instanceParams(selector), pollWhileTransitional).data
