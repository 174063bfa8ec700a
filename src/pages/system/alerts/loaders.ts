import type { LoaderFunctionArgs } from 'react-router'
import type { AlertDeliveryListQueryParams, AlertDeliveryState } from '~/api/__generated__/Api'
import { allPagesQuery, ensure, listQuery, prefetch } from '~/api/query'
import { getAlertReceiverSelector, getAlertSelector } from '~/hooks/selectors'
import { prefetchFleetRole } from '../use-fleet-role'

/** The alerts and webhooks pages' loaders, imported by the route table. */

/** Every alert class: the subscription fields show which classes a glob takes in. */
export const alertClassesQuery = () => allPagesQuery('alertClassList', {})

/** The alerts list, newest first, narrowed by a class glob (`?class=` in the URL). */
export const alertListParams = (alertClass: string | null) => ({
  query: {
    sortBy: 'time_and_id_descending' as const,
    ...(alertClass ? { alertClass } : {}),
  },
})

/** The deliveries list's state filter (`?state=` in the URL): all, or one state. */
export const DELIVERY_STATES: AlertDeliveryState[] = ['delivered', 'failed', 'pending']

export function parseDeliveryState(s: string | null): AlertDeliveryState | undefined {
  return DELIVERY_STATES.find((state) => state === s)
}

/** The list's query for a state filter: the API takes a flag per state to include. */
export const deliveryStateQuery = (
  state: AlertDeliveryState | undefined,
): AlertDeliveryListQueryParams => ({
  ...(state ? { [state]: true } : {}),
  sortBy: 'time_and_id_descending',
})

/** A receiver's deliveries, narrowed to one state by `?state=` in the URL. */
export const deliveryListParams = (receiver: string, state: string | null) => ({
  path: { receiver },
  query: deliveryStateQuery(parseDeliveryState(state)),
})

const search = (request: Request, name: string) => new URL(request.url).searchParams.get(name)

export async function alertsLayoutLoader() {
  await prefetchFleetRole()
  return null
}

export async function alertReceiversTabLoader() {
  await prefetch(listQuery('alertReceiverList', {}))
  return null
}

export async function alertListTabLoader({ request }: LoaderFunctionArgs) {
  await prefetch(listQuery('alertList', alertListParams(search(request, 'class'))))
  return null
}

export async function alertClassesTabLoader() {
  await prefetch(listQuery('alertClassList', {}))
  return null
}

export async function alertReceiverCreateFormLoader() {
  await prefetch(alertClassesQuery())
  return null
}

export async function alertReceiverPageLoader({ params, request }: LoaderFunctionArgs) {
  const { receiver } = getAlertReceiverSelector(params)
  await Promise.all([
    ensure('alertReceiverView', { path: { receiver } }),
    prefetch(
      listQuery('alertDeliveryList', deliveryListParams(receiver, search(request, 'state'))),
    ),
    prefetchFleetRole(),
  ])
  return null
}

export async function alertReceiverEditFormLoader({ params }: LoaderFunctionArgs) {
  const path = getAlertReceiverSelector(params)
  await Promise.all([ensure('alertReceiverView', { path }), prefetch(alertClassesQuery())])
  return null
}

export async function alertPageLoader({ params }: LoaderFunctionArgs) {
  await ensure('alertView', { path: getAlertSelector(params) })
  return null
}
