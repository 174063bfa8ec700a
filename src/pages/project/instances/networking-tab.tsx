import { useQueries } from '@tanstack/react-query'
import type { LoaderFunctionArgs } from 'react-router'
import type { VpcSubnet } from '~/api/__generated__/Api'
import { apiQuery, listQuery, prefetch, queryClient, usePrefetchedApiQuery } from '~/api/query'
import { getInstanceSelector, useInstanceSelector } from '~/hooks/selectors'
import { usePrefetchedList } from '../use-prefetched-list'
import { ExternalIpSection } from './networking-external-ips'
import { NicSection, nicListParams } from './networking-nics'

type Selector = { project: string; instance: string }

const instanceParams = ({ project, instance }: Selector) => ({
  path: { instance },
  query: { project },
})
const vpcsQuery = (project: string) => listQuery('vpcList', { query: { project } })
const subnetsQuery = (project: string, vpc: string) =>
  listQuery('vpcSubnetList', { query: { project, vpc } })

export async function loader({ params }: LoaderFunctionArgs) {
  const selector = getInstanceSelector(params)
  const { project } = selector
  await prefetch(
    listQuery('instanceNetworkInterfaceList', nicListParams(selector)),
    apiQuery('instanceExternalIpList', instanceParams(selector)),
    listQuery('floatingIpList', { query: { project } }),
    listQuery('ipPoolList', {}),
    vpcsQuery(project),
  )
  // subnet names for the interfaces and the add form: every VPC's subnets
  const vpcs = queryClient.getQueryData(vpcsQuery(project).queryKey)?.items ?? []
  await prefetch(...vpcs.map((v) => subnetsQuery(project, v.name)))
  return null
}

/** Every VPC's subnets by VPC id (stable while the lists are, for memoized columns). */
function subnetsByVpcId(results: { data?: { items: VpcSubnet[] } }[]) {
  const byVpc: Record<string, VpcSubnet[]> = {}
  for (const result of results) {
    for (const subnet of result.data?.items ?? []) {
      byVpc[subnet.vpcId] = [...(byVpc[subnet.vpcId] ?? []), subnet]
    }
  }
  return byVpc
}

/** The instance's network interfaces and external IPs. */
export function Component() {
  const selector = useInstanceSelector()
  const { project } = selector
  const { data: instance } = usePrefetchedApiQuery('instanceView', instanceParams(selector))
  const { data: ips } = usePrefetchedApiQuery('instanceExternalIpList', instanceParams(selector))
  const vpcs = usePrefetchedList('vpcList', { query: { project } }).items
  const floatingIps = usePrefetchedList('floatingIpList', { query: { project } }).items
  const pools = usePrefetchedList('ipPoolList', {}).items
  const subnetsByVpc = useQueries({
    queries: vpcs.map((v) => subnetsQuery(project, v.name)),
    combine: subnetsByVpcId,
  })

  return (
    <>
      <NicSection project={project} instance={instance} vpcs={vpcs} subnetsByVpc={subnetsByVpc} />
      <ExternalIpSection
        project={project}
        instance={instance.name}
        ips={ips.items}
        pools={pools}
        floatingIps={floatingIps}
      />
    </>
  )
}
