/**
 * A blueprint's items sent to the API, one at a time in the plan's order.
 * Each step reads first whether its item exists now, and creates it only when
 * it does not: an item is never made twice, not after a reload, not when the
 * same blueprint is applied again.
 */
import { mutate, readFresh } from '~/api/query'
import { ruleToUpdate } from '~/api/whole-set'
import type { PlanItem } from './plan'
import type { Blueprint } from './schema'
import { unlessNotFound } from './target'

/** What became of one item: made now, or found already there (and left as it is) */
export type StepResult = 'created' | 'exists'

const found = async (p: Promise<unknown>) => (await unlessNotFound(p)) !== undefined

/** The names of a plan item's key: `subnet:web/front` → ['web', 'front'] */
const namesOf = (key: string) => key.slice(key.indexOf(':') + 1).split('/')

const imageId = async (project: string, image: string) =>
  (
    (await unlessNotFound(readFresh('imageView', { path: { image }, query: { project } }))) ??
    (await readFresh('imageView', { path: { image } }))
  ).id

/** Send one plan item: read it first, create it when it is not there */
export async function applyItem(
  bp: Blueprint,
  project: string,
  item: Pick<PlanItem, 'key' | 'kind'>,
) {
  const names = namesOf(item.key)
  const q = { project }
  const vpcOf = (name: string) => {
    const vpc = bp.vpcs.find((v) => v.name === name)
    if (!vpc) throw new Error(`VPC ${name} is not in the blueprint`)
    return vpc
  }
  const pick = <T extends { name: string }>(list: T[], name: string) => {
    const found = list.find((x) => x.name === name)
    if (!found) throw new Error(`${item.key} is not in the blueprint`)
    return found
  }
  const step = async (exists: () => Promise<boolean>, create: () => Promise<unknown>) => {
    if (await exists()) return 'exists' as const
    await create()
    return 'created' as const
  }

  switch (item.kind) {
    case 'project':
      return step(
        () => found(readFresh('projectView', { path: { project } })),
        () =>
          mutate('projectCreate', { body: { name: project, description: bp.project.description } }),
      )
    case 'vpc': {
      const {
        subnets: _s,
        routers: _r,
        internetGateways: _g,
        firewallRules: _f,
        ...body
      } = vpcOf(names[0])
      return step(
        () => found(readFresh('vpcView', { path: { vpc: body.name }, query: q })),
        () => mutate('vpcCreate', { query: q, body }),
      )
    }
    case 'router': {
      const [vpc, name] = names
      const { routes: _, ...body } = pick(vpcOf(vpc).routers, name)
      return step(
        () => found(readFresh('vpcRouterView', { path: { router: name }, query: { ...q, vpc } })),
        () => mutate('vpcRouterCreate', { query: { ...q, vpc }, body }),
      )
    }
    case 'subnet': {
      const [vpc, name] = names
      const body = pick(vpcOf(vpc).subnets, name)
      return step(
        () => found(readFresh('vpcSubnetView', { path: { subnet: name }, query: { ...q, vpc } })),
        () => mutate('vpcSubnetCreate', { query: { ...q, vpc }, body }),
      )
    }
    case 'internet-gateway': {
      const [vpc, name] = names
      const { ipPools: _, ...body } = pick(vpcOf(vpc).internetGateways, name)
      return step(
        () =>
          found(
            readFresh('internetGatewayView', { path: { gateway: name }, query: { ...q, vpc } }),
          ),
        () => mutate('internetGatewayCreate', { query: { ...q, vpc }, body }),
      )
    }
    case 'internet-gateway-ip-pool': {
      const [vpc, gateway, name] = names
      const body = pick(pick(vpcOf(vpc).internetGateways, gateway).ipPools, name)
      const query = { ...q, vpc, gateway }
      return step(
        async () =>
          (
            await readFresh('internetGatewayIpPoolList', { query: { ...query, limit: 1000 } })
          ).items.some((p) => p.name === name),
        () => mutate('internetGatewayIpPoolCreate', { query, body }),
      )
    }
    case 'route': {
      const [vpc, router, name] = names
      const body = pick(pick(vpcOf(vpc).routers, router).routes, name)
      const query = { ...q, vpc, router }
      return step(
        () => found(readFresh('vpcRouterRouteView', { path: { route: name }, query })),
        () => mutate('vpcRouterRouteCreate', { query, body }),
      )
    }
    case 'firewall-rule': {
      // the VPC's rules are one set: the rule is added to the set as it is now
      const [vpc, name] = names
      const rule = pick(vpcOf(vpc).firewallRules, name)
      const query = { ...q, vpc }
      const fresh = await readFresh('vpcFirewallRulesView', { query })
      if (fresh.rules.some((r) => r.name === name)) return 'exists'
      await mutate('vpcFirewallRulesUpdate', {
        query,
        body: { rules: [...fresh.rules.map(ruleToUpdate), rule] },
      })
      return 'created'
    }
    case 'ssh-key': {
      const body = pick(bp.sshKeys, names[0])
      return step(
        () => found(readFresh('currentUserSshKeyView', { path: { sshKey: body.name } })),
        () => mutate('currentUserSshKeyCreate', { body }),
      )
    }
    case 'anti-affinity-group': {
      const body = pick(bp.antiAffinityGroups, names[0])
      return step(
        () =>
          found(
            readFresh('antiAffinityGroupView', {
              path: { antiAffinityGroup: body.name },
              query: q,
            }),
          ),
        () => mutate('antiAffinityGroupCreate', { query: q, body }),
      )
    }
    case 'floating-ip': {
      const body = pick(bp.floatingIps, names[0])
      return step(
        () => found(readFresh('floatingIpView', { path: { floatingIp: body.name }, query: q })),
        () => mutate('floatingIpCreate', { query: q, body }),
      )
    }
    case 'disk': {
      const disk = pick(bp.disks, names[0])
      return step(
        () => found(readFresh('diskView', { path: { disk: disk.name }, query: q })),
        async () => {
          const backend = disk.diskBackend
          let diskBackend: Parameters<typeof mutate<'diskCreate'>>[1]['body']['diskBackend'] = {
            type: 'local',
          }
          if (backend.type === 'distributed') {
            const source = backend.diskSource
            diskBackend = {
              type: 'distributed',
              diskSource:
                source.type === 'blank'
                  ? source
                  : source.type === 'image'
                    ? {
                        type: 'image',
                        imageId: await imageId(project, source.image),
                        readOnly: source.readOnly,
                      }
                    : {
                        type: 'snapshot',
                        snapshotId: (
                          await readFresh('snapshotView', {
                            path: { snapshot: source.snapshot },
                            query: q,
                          })
                        ).id,
                        readOnly: source.readOnly,
                      },
            }
          }
          return mutate('diskCreate', { query: q, body: { ...disk, diskBackend } })
        },
      )
    }
    case 'snapshot': {
      const body = pick(bp.snapshots, names[0])
      return step(
        () => found(readFresh('snapshotView', { path: { snapshot: body.name }, query: q })),
        () => mutate('snapshotCreate', { query: q, body }),
      )
    }
    case 'image': {
      const { source, ...image } = pick(bp.images, names[0])
      return step(
        async () =>
          (await found(readFresh('imageView', { path: { image: image.name }, query: q }))) ||
          // an uploaded image the plan found in the silo: nothing to make
          (!source && (await found(readFresh('imageView', { path: { image: image.name } })))),
        async () => {
          if (!source) throw new Error(`Image ${image.name} is missing: upload it first`)
          const snapshot = await readFresh('snapshotView', {
            path: { snapshot: source.snapshot },
            query: q,
          })
          return mutate('imageCreate', {
            query: q,
            body: { ...image, source: { type: 'snapshot', id: snapshot.id } },
          })
        },
      )
    }
    case 'instance': {
      const body = pick(bp.instances, names[0])
      return step(
        () => found(readFresh('instanceView', { path: { instance: body.name }, query: q })),
        () => mutate('instanceCreate', { query: q, body }),
      )
    }
  }
}
