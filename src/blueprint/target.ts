/**
 * What the target project has now, read from the API with ids turned into
 * names: the plan's `Existing`. A project that does not exist yet has nothing.
 */

import type { OpParams } from '~/api/client'
import type { ApiError } from '~/api/errors'
import { allPagesQuery, type ListOperationId, queryClient, readFresh } from '~/api/query'
import { type Existing, emptyExisting } from './plan'
import type { Blueprint } from './schema'

type Row = { name: string; id?: string } & Record<string, unknown>

const all = async <K extends ListOperationId>(op: K, params: OpParams<K>) =>
  (await queryClient.fetchQuery({ ...allPagesQuery(op, params), staleTime: 0 }))
    .items as unknown as Row[]

const nameById = (rows: Row[]) => new Map(rows.map((r) => [r.id, r.name]))

/** Resolves with `undefined` when the API says 404: the thing is not there */
export const unlessNotFound = <T>(p: Promise<T>) =>
  p.catch((e: ApiError) => {
    if (e.statusCode === 404) return undefined
    throw e
  })

export async function readExisting(bp: Blueprint, project: string): Promise<Existing> {
  const existing = emptyExisting()
  const [projectRow, siloImages, pools, sshKeys] = await Promise.all([
    unlessNotFound(readFresh('projectView', { path: { project } })),
    all('imageList', { query: {} }),
    all('ipPoolList', { query: {} }),
    all('currentUserSshKeyList', { query: {} }),
  ])
  existing.siloImages = siloImages.map((i) => i.name)
  existing.pools = pools.map((p) => p.name)
  existing.sshKeys = sshKeys
  if (!projectRow) return existing
  existing.project = projectRow

  const query = { project }
  const [vpcs, disks, snapshots, images, instances, floatingIps, groups] = await Promise.all([
    all('vpcList', { query }),
    all('diskList', { query }),
    all('snapshotList', { query }),
    all('imageList', { query }),
    all('instanceList', { query }),
    all('floatingIpList', { query }),
    all('antiAffinityGroupList', { query }),
  ])
  const diskNames = nameById(disks)
  const poolNames = nameById(pools)
  Object.assign(existing, {
    vpcs,
    disks,
    images,
    instances,
    floatingIps,
    antiAffinityGroups: groups,
  })
  existing.snapshots = snapshots.map((s) => ({ ...s, disk: diskNames.get(s.diskId as string) }))

  // the lists inside the VPCs the blueprint names (its own, and those its NICs use)
  const wanted = new Set([
    ...bp.vpcs.map((v) => v.name),
    ...bp.instances.flatMap((i) =>
      i.networkInterfaces.type === 'create' ? i.networkInterfaces.params.map((n) => n.vpcName) : [],
    ),
  ])
  await Promise.all(
    vpcs
      .filter((v) => wanted.has(v.name))
      .map(async ({ name: vpc }) => {
        const q = { project, vpc }
        const [subnets, routers, gateways, rules] = await Promise.all([
          all('vpcSubnetList', { query: q }),
          all('vpcRouterList', { query: q }),
          all('internetGatewayList', { query: q }),
          readFresh('vpcFirewallRulesView', { query: q }),
        ])
        const routerNames = nameById(routers)
        existing.subnets[vpc] = subnets.map((s) => ({
          ...s,
          customRouter: s.customRouterId ? routerNames.get(s.customRouterId as string) : undefined,
        }))
        existing.routers[vpc] = routers
        existing.gateways[vpc] = gateways
        existing.firewallRules[vpc] = rules.rules as unknown as Row[]
        await Promise.all([
          ...routers.map(async ({ name: router }) => {
            existing.routes[`${vpc}/${router}`] = await all('vpcRouterRouteList', {
              query: { ...q, router },
            })
          }),
          ...gateways.map(async ({ name: gateway }) => {
            const gwPools = await all('internetGatewayIpPoolList', { query: { ...q, gateway } })
            existing.gatewayPools[`${vpc}/${gateway}`] = gwPools.map((p) => ({
              ...p,
              ipPool: poolNames.get(p.ipPoolId as string),
            }))
          }),
        ])
      }),
  )
  return existing
}
