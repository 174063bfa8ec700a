import { useQueries } from '@tanstack/react-query'
import type { VpcSubnet } from '~/api/__generated__/Api'
import { usePrefetchedAllPages, usePrefetchedApiQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { useInstanceSelector } from '~/hooks/selectors'
import { unicastPools } from '~/util/unicast-pools'
import { instanceParams, subnetsQuery } from './loaders'
import { ExternalIpSection } from './networking-external-ips'
import { ExternalSubnetSection } from './networking-external-subnets'
import { FirewallRulesSection } from './networking-firewall-rules'
import { MulticastSection } from './networking-multicast'
import { NicSection } from './networking-nics'

export const handle: RouteHandle = { title: 'Networking' }

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

/** The instance's network interfaces, external IPs, multicast groups and the firewall rules that apply to it. */
export function Component() {
  const selector = useInstanceSelector()
  const { project } = selector
  const { data: instance } = usePrefetchedApiQuery('instanceView', instanceParams(selector))
  const { data: ips } = usePrefetchedApiQuery('instanceExternalIpList', instanceParams(selector))
  const vpcs = usePrefetchedAllPages('vpcList', { query: { project } }).items
  const floatingIps = usePrefetchedAllPages('floatingIpList', { query: { project } }).items
  const pools = unicastPools(usePrefetchedAllPages('ipPoolList', {}).items)
  // one list per VPC: a VPC made since the loader ran has its subnets fetched here
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
      <ExternalSubnetSection project={project} instance={instance.name} />
      <MulticastSection project={project} instance={instance.name} />
      <FirewallRulesSection
        project={project}
        instance={instance}
        vpcs={vpcs}
        subnetsByVpc={subnetsByVpc}
      />
    </>
  )
}
