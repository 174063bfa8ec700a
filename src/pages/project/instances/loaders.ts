import { type LoaderFunctionArgs, redirect } from 'react-router'
import { callApi } from '~/api/client'
import {
  allPagesQuery,
  apiQuery,
  ensure,
  prefetch,
  prefetchMissing,
  queryClient,
  startFetch,
} from '~/api/query'
import { startRoomReads } from '~/api/room-left'
import { urlListQuery } from '~/api/url-list-query'
import { getInstanceSelector, getProjectSelector } from '~/hooks/selectors'
import { paths } from '~/util/paths'

/** The instance pages' loaders, imported by the route table. */

type InstanceSelector = { project: string; instance: string }

/** The params of the calls about one instance: `{ path: { instance }, query: { project } }`. */
export const instanceParams = ({ project, instance }: InstanceSelector) => ({
  path: { instance },
  query: { project },
})

export const nicListParams = ({ project, instance }: InstanceSelector) => ({
  query: { project, instance },
})

export const vpcsQuery = (project: string) => allPagesQuery('vpcList', { query: { project } })
// the same query as the VPC's firewall rules tab (one cache entry), written here so the
// route table does not pull the VPC forms' module into the first load
export const vpcRulesQuery = (project: string, vpc: string) =>
  apiQuery('vpcFirewallRulesView', { query: { project, vpc } })
export const subnetsQuery = (project: string, vpc: string) =>
  allPagesQuery('vpcSubnetList', { query: { project, vpc } })

/** What the settings tab's group sections read: the instance's groups of one kind. */
export const instanceGroupsQuery = (
  op: 'instanceAntiAffinityGroupList' | 'instanceAffinityGroupList',
  { project, instance }: InstanceSelector,
) => allPagesQuery(op, { path: { instance }, query: { project } })

/** The storage tab's lists: the instance's disks, and what a new disk can come from. */
export const storageQueries = ({ project, instance }: InstanceSelector) =>
  [
    allPagesQuery('instanceDiskList', { path: { instance }, query: { project } }),
    allPagesQuery('diskList', { query: { project } }),
    allPagesQuery('snapshotList', { query: { project } }),
    allPagesQuery('imageList', {}),
    allPagesQuery('imageList', { query: { project } }),
  ] as const

export async function connectTabLoader({ params: p }: LoaderFunctionArgs) {
  const selector = getInstanceSelector(p)
  await prefetch(
    apiQuery('instanceExternalIpList', instanceParams(selector)),
    allPagesQuery('instanceSshPublicKeyList', instanceParams(selector)),
  )
  return null
}

export async function serialConsolePageLoader({ params: p }: LoaderFunctionArgs) {
  await ensure('instanceView', instanceParams(getInstanceSelector(p)))
  return null
}

/**
 * `lookup/instances/{instance}` and `lookup/i/{instance}` (links by id): resolve
 * the instance by id, then its project, and go to its storage tab. Any failure is a
 * 404.
 */
export async function instanceLookupLoader({ params }: LoaderFunctionArgs) {
  const id = params.instance ?? ''
  try {
    const instance = await callApi('instanceView', { path: { instance: id } })
    const project = await callApi('projectView', { path: { project: instance.projectId } })
    return redirect(paths.instanceStorage({ project: project.name, instance: instance.name }))
  } catch {
    throw new Response(null, { status: 404, statusText: 'Not Found' })
  }
}

export async function storageTabLoader({ params }: LoaderFunctionArgs) {
  await prefetch(...storageQueries(getInstanceSelector(params)))
  return null
}

export async function settingsTabLoader({ params }: LoaderFunctionArgs) {
  const selector = getInstanceSelector(params)
  // the room left to start at a new size, beside the tab's own data
  startRoomReads()
  await prefetch(
    instanceGroupsQuery('instanceAntiAffinityGroupList', selector),
    instanceGroupsQuery('instanceAffinityGroupList', selector),
  )
  return null
}

export function instancesPageLoader({ params, request }: LoaderFunctionArgs) {
  startFetch(urlListQuery(request, 'instanceList', { query: getProjectSelector(params) }))
  return null
}

export async function instancePageLoader({ params: p }: LoaderFunctionArgs) {
  const selector = getInstanceSelector(p)
  await Promise.all([
    ensure('instanceView', instanceParams(selector)),
    prefetchMissing(apiQuery('instanceExternalIpList', instanceParams(selector))),
  ])
  return null
}

export async function networkingTabLoader({ params }: LoaderFunctionArgs) {
  const selector = getInstanceSelector(params)
  const { project } = selector
  await prefetch(
    allPagesQuery('instanceNetworkInterfaceList', nicListParams(selector)),
    apiQuery('instanceExternalIpList', instanceParams(selector)),
    apiQuery('instanceExternalSubnetList', instanceParams(selector)),
    allPagesQuery('instanceMulticastGroupList', instanceParams(selector)),
    // the groups' names, for the instance's memberships
    allPagesQuery('multicastGroupList', {}),
    allPagesQuery('floatingIpList', { query: { project } }),
    allPagesQuery('ipPoolList', {}),
    vpcsQuery(project),
  )
  // subnet names for the interfaces and the add form: every VPC's subnets; and the
  // firewall rules of the interfaces' VPCs. The interfaces came in the first round,
  // with the VPCs, so this second round is the only one (no waterfall).
  const vpcs = queryClient.getQueryData(vpcsQuery(project).queryKey)?.items ?? []
  const nics =
    queryClient.getQueryData(
      allPagesQuery('instanceNetworkInterfaceList', nicListParams(selector)).queryKey,
    )?.items ?? []
  await prefetch(
    ...vpcs.map((v) => subnetsQuery(project, v.name)),
    ...nicVpcNames(nics, vpcs).map((vpc) => vpcRulesQuery(project, vpc)),
  )
  return null
}

/** The names of the VPCs an instance's interfaces are in (all one VPC today), each once. */
export const nicVpcNames = (nics: { vpcId: string }[], vpcs: { id: string; name: string }[]) =>
  vpcs.filter((v) => nics.some((n) => n.vpcId === v.id)).map((v) => v.name)

export async function instanceCreateFormLoader({ params }: LoaderFunctionArgs) {
  const { project } = getProjectSelector(params)
  const query = { query: { project } }
  // the room left in the silo (and on sleds) beside the form's own data: the form shows it
  startRoomReads({ sleds: true })
  await prefetch(
    allPagesQuery('imageList', {}),
    allPagesQuery('imageList', query),
    allPagesQuery('currentUserSshKeyList', {}),
    allPagesQuery('diskList', query),
    allPagesQuery('snapshotList', query),
    allPagesQuery('vpcList', query),
    allPagesQuery('ipPoolList', {}),
    allPagesQuery('floatingIpList', query),
    allPagesQuery('antiAffinityGroupList', query),
  )
  return null
}

export async function diskMetricsLoader({ params }: LoaderFunctionArgs) {
  await prefetch(allPagesQuery('instanceDiskList', instanceParams(getInstanceSelector(params))))
  return null
}

/** The instance's Activity: the instance is its layout's. */
export { projectActivityLoader as activityTabLoader } from '../activity/loaders'
