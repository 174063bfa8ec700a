/**
 * Reads everything an export needs of a project through the app's query
 * helper (the cache answers what it holds), every page of each list, all at
 * once: one round for the project's lists, then one for what each VPC,
 * router, gateway and instance holds (their ids come from the first).
 */

import type { OpParams } from '~/api/client'
import { allPagesQuery, apiQuery, type ListOperationId, queryClient } from '~/api/query'
import type { ExportInstance, ExportVpc, ProjectData } from './project-data'

const all = <K extends ListOperationId>(op: K, params: OpParams<K>) =>
  queryClient.fetchQuery(allPagesQuery(op, params)).then((r) => r.items)

export async function readProject(project: string): Promise<ProjectData> {
  const q = { query: { project } }
  const [
    projectObj,
    vpcs,
    disks,
    snapshots,
    images,
    instances,
    floatingIps,
    groups,
    ipPools,
    siloImages,
  ] = await Promise.all([
    queryClient.fetchQuery(apiQuery('projectView', { path: { project } })),
    all('vpcList', q),
    all('diskList', q),
    all('snapshotList', q),
    all('imageList', q),
    all('instanceList', q),
    all('floatingIpList', q),
    all('antiAffinityGroupList', q),
    all('ipPoolList', { query: {} }),
    all('imageList', { query: {} }),
  ])

  const readVpc = async (vpc: (typeof vpcs)[number]): Promise<ExportVpc> => {
    const byVpc = { query: { vpc: vpc.id } }
    const [subnets, routers, gateways, rules] = await Promise.all([
      all('vpcSubnetList', byVpc),
      all('vpcRouterList', byVpc),
      all('internetGatewayList', byVpc),
      queryClient.fetchQuery(apiQuery('vpcFirewallRulesView', byVpc)),
    ])
    const custom = routers.filter((r) => r.kind === 'custom')
    const [routes, pools] = await Promise.all([
      Promise.all(custom.map((r) => all('vpcRouterRouteList', { query: { router: r.id } }))),
      Promise.all(
        gateways.map((g) => all('internetGatewayIpPoolList', { query: { gateway: g.id } })),
      ),
    ])
    return {
      vpc,
      subnets,
      routers: custom.map((router, i) => ({
        router,
        // the routes the system adds to a router are not the person's to export
        routes: routes[i].filter((r) => r.kind === 'custom'),
      })),
      internetGateways: gateways.map((gateway, i) => ({ gateway, ipPools: pools[i] })),
      firewallRules: rules.rules,
    }
  }

  const readInstance = async (instance: (typeof instances)[number]): Promise<ExportInstance> => {
    const path = { path: { instance: instance.id } }
    const [nics, attached, externalIps, antiAffinityGroups, sshKeys] = await Promise.all([
      all('instanceNetworkInterfaceList', { query: { instance: instance.id } }),
      all('instanceDiskList', path),
      queryClient.fetchQuery(apiQuery('instanceExternalIpList', path)).then((r) => r.items),
      all('instanceAntiAffinityGroupList', path),
      all('instanceSshPublicKeyList', path),
    ])
    return { instance, nics, disks: attached, externalIps, antiAffinityGroups, sshKeys }
  }

  const [exportVpcs, exportInstances] = await Promise.all([
    Promise.all(vpcs.map(readVpc)),
    Promise.all(instances.map(readInstance)),
  ])
  const keys = new Map(exportInstances.flatMap((i) => i.sshKeys).map((k) => [k.id, k]))
  return {
    project: projectObj,
    wholeProject: true,
    vpcs: exportVpcs,
    disks,
    snapshots,
    images,
    instances: exportInstances,
    floatingIps,
    antiAffinityGroups: groups,
    sshKeys: [...keys.values()].sort((a, b) => a.name.localeCompare(b.name)),
    ipPools,
    siloImages,
  }
}
