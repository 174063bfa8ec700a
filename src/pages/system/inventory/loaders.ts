import type { LoaderFunctionArgs } from 'react-router'
import { allPagesQuery, apiQuery, ensure, listQuery, prefetch, startFetch } from '~/api/query'
import { urlListQuery } from '~/api/url-list-query'
import {
  getPhysicalDiskSelector,
  getRackSelector,
  getSledSelector,
  getSwitchSelector,
} from '~/hooks/selectors'
import { prefetchFleetRole } from '../use-fleet-role'

/** The inventory pages' loaders, imported by the route table. */

/** The rack picture's sleds and switches, every one; its racks are the header's. */
export const rackSledsQuery = allPagesQuery('sledList', {})
export const rackSwitchesQuery = allPagesQuery('switchList', {})
export const rackRacksQuery = listQuery('rackList', {})
/** The search parameter of the sled picked in the rack picture: its id. */
export const PICKED_SLED = 'sled'

export async function inventoryPageLoader({ request }: LoaderFunctionArgs) {
  // the picked sled's instances, for its table and what-if, start with the page
  const picked = new URL(request.url).searchParams.get(PICKED_SLED)
  if (picked) startFetch(allPagesQuery('sledInstanceList', { path: { sledId: picked } }))
  await Promise.all([
    prefetch(
      rackRacksQuery,
      listQuery('switchList', {}),
      // both tabs name sleds: the disks tab links each disk to its sled by serial
      listQuery('sledList', {}),
      rackSledsQuery,
      rackSwitchesQuery,
    ),
    prefetchFleetRole(),
  ])
  return null
}

export function sledsTabLoader({ request }: LoaderFunctionArgs) {
  startFetch(urlListQuery(request, 'sledList', {}))
  return null
}

export async function disksTabLoader({ request }: LoaderFunctionArgs) {
  startFetch(urlListQuery(request, 'physicalDiskList', {}))
  await prefetch(listQuery('sledList', {}))
  return null
}

export async function sledPageLoader({ params }: LoaderFunctionArgs) {
  const path = getSledSelector(params)
  // a sled that does not exist is the not-found page
  await Promise.all([ensure('sledView', { path }), prefetchFleetRole()])
  return null
}

export function sledInstancesTabLoader({ params, request }: LoaderFunctionArgs) {
  startFetch(urlListQuery(request, 'sledInstanceList', { path: getSledSelector(params) }))
  return null
}

export function sledDisksTabLoader({ params, request }: LoaderFunctionArgs) {
  startFetch(urlListQuery(request, 'sledPhysicalDiskList', { path: getSledSelector(params) }))
  return null
}

/** Each rack's membership status: the new sleds' tab and the rack page show it. */
export const membershipQuery = (rackId: string) =>
  apiQuery('rackMembershipStatus', { path: { rackId }, query: {} })

export async function uninitializedSledsTabLoader({ request }: LoaderFunctionArgs) {
  startFetch(urlListQuery(request, 'sledListUninitialized', {}))
  await prefetchFleetRole()
  return null
}

export async function sledsAddLoader() {
  await prefetch(allPagesQuery('sledListUninitialized', {}), allPagesQuery('rackList', {}))
  return null
}

export async function diskAdoptionTabLoader({ request }: LoaderFunctionArgs) {
  startFetch(
    urlListQuery(request, 'physicalDiskListUnadopted', {}),
    urlListQuery(request, 'physicalDiskListAdoptionRequests', {}, 'requests'),
  )
  await prefetchFleetRole()
  return null
}

export async function rackPageLoader({ params }: LoaderFunctionArgs) {
  const { rackId } = getRackSelector(params)
  await Promise.all([
    ensure('rackView', { path: { rackId } }),
    prefetch(membershipQuery(rackId), listQuery('switchList', {})),
    prefetchFleetRole(),
  ])
  return null
}

export async function switchPageLoader({ params }: LoaderFunctionArgs) {
  await ensure('switchView', { path: getSwitchSelector(params) })
  return null
}

/** One physical disk; its sled is read too, to name it by its serial. */
export async function physicalDiskPageLoader({ params }: LoaderFunctionArgs) {
  const disk = await ensure('physicalDiskView', { path: getPhysicalDiskSelector(params) })
  if (disk.sledId) startFetch(apiQuery('sledView', { path: { sledId: disk.sledId } }))
  return null
}
