import type { LoaderFunctionArgs } from 'react-router'
import type { BgpConfig } from '~/api/__generated__/Api'
import { ALL_PAGES_LIMIT } from '~/api/all-pages'
import { allPagesQuery, apiQuery, ensure, prefetch, queryClient, startFetch } from '~/api/query'
import { urlListQuery } from '~/api/url-list-query'
import { getAddressLotSelector, getAnnounceSetSelector } from '~/hooks/selectors'
import { prefetchFleetRole } from '../use-fleet-role'

/** The rack networking pages' loaders, imported by the route table. */

export const addressLotsQuery = () => allPagesQuery('networkingAddressLotList', {})
export const addressLotQuery = (lot: string) =>
  apiQuery('networkingAddressLotView', { path: { addressLot: lot } })

/**
 * Announce sets: the API answers with a plain array (no page token to follow),
 * so ask for as many as a call gives.
 */
export const announceSetsQuery = () =>
  apiQuery('networkingBgpAnnounceSetList', { query: { limit: ALL_PAGES_LIMIT } })

/**
 * Every lot with its blocks: loopback addresses and announcements name only a
 * block's id, and an announcement is drawn from a block picked among all lots'.
 */
async function prefetchLotBlocks() {
  await prefetch(addressLotsQuery())
  const lots = queryClient.getQueryData(addressLotsQuery().queryKey)
  await prefetch(...(lots?.items ?? []).map((l) => addressLotQuery(l.name)))
}

export async function rackNetworkingLayoutLoader() {
  await prefetchFleetRole()
  return null
}

export function addressLotsPageLoader({ request }: LoaderFunctionArgs) {
  startFetch(urlListQuery(request, 'networkingAddressLotList', {}))
  return null
}

export async function addressLotPageLoader({ params, request }: LoaderFunctionArgs) {
  const { lot } = getAddressLotSelector(params)
  const path = { addressLot: lot }
  startFetch(urlListQuery(request, 'networkingAddressLotBlockList', { path }))
  await ensure('networkingAddressLotView', { path })
  return null
}

export async function loopbackAddressesPageLoader({ request }: LoaderFunctionArgs) {
  startFetch(urlListQuery(request, 'networkingLoopbackAddressList', {}))
  await prefetchLotBlocks()
  return null
}

export async function loopbackAddressCreateFormLoader() {
  await prefetch(allPagesQuery('rackList', {}), addressLotsQuery())
  return null
}

export function bgpConfigsTabLoader({ request }: LoaderFunctionArgs) {
  startFetch(urlListQuery(request, 'networkingBgpConfigList', {}))
  return null
}

/** The announce sets tab, and the BGP config form that picks one of them. */
export async function announceSetsLoader() {
  await prefetch(announceSetsQuery())
  return null
}

/** The announce set form: its announcements are drawn from every lot's blocks. */
export async function lotBlocksLoader() {
  await prefetchLotBlocks()
  return null
}

export async function announceSetPageLoader({ params }: LoaderFunctionArgs) {
  const path = getAnnounceSetSelector(params)
  // no view operation: the announcements of a set that does not exist are a 404
  await Promise.all([
    ensure('networkingBgpAnnouncementList', { path }),
    prefetch(announceSetsQuery()),
    prefetchLotBlocks(),
  ])
  return null
}

export const bgpConfigsQuery = () => allPagesQuery('networkingBgpConfigList', {})

/** The ASNs of the BGP configs, each once, in list order: what routes and history are read by. */
export const asnsOf = (configs: readonly Pick<BgpConfig, 'asn'>[]) => [
  ...new Set(configs.map((c) => c.asn)),
]

/** The ASN the status page shows routes and history for: `?asn=` when a config has it, else the first. */
export function chosenAsn(search: URLSearchParams, asns: readonly number[]) {
  const asked = Number(search.get('asn'))
  return asns.includes(asked) ? asked : asns[0]
}

export const bgpImportedQuery = (asn: number) =>
  apiQuery('networkingBgpImported', { query: { asn } })
export const bgpHistoryQuery = (asn: number) =>
  apiQuery('networkingBgpMessageHistory', { query: { asn } })

export async function bgpStatusTabLoader({ request }: LoaderFunctionArgs) {
  await prefetch(
    bgpConfigsQuery(),
    apiQuery('networkingBgpStatus', {}),
    apiQuery('networkingBgpExported', {}),
  )
  const configs = queryClient.getQueryData(bgpConfigsQuery().queryKey)
  const asn = chosenAsn(new URL(request.url).searchParams, asnsOf(configs?.items ?? []))
  if (asn !== undefined) await prefetch(bgpImportedQuery(asn), bgpHistoryQuery(asn))
  return null
}

export async function networkingSettingsPageLoader() {
  await prefetch(
    apiQuery('networkingInboundIcmpView', {}),
    apiQuery('systemNetworkingSettingsView', {}),
  )
  return null
}

/** The BGP config edit form: the config (the API has no view of one: it is found in the list) and the sets to pick from. */
export async function bgpConfigEditLoader({ params }: LoaderFunctionArgs) {
  const name = params.bgpConfig ?? ''
  const [configs] = await Promise.all([
    queryClient.ensureQueryData(bgpConfigsQuery()),
    prefetch(announceSetsQuery()),
  ])
  if (!configs.items.some((c) => c.name === name)) {
    throw new Response(null, { status: 404, statusText: 'Not Found' })
  }
  return null
}
