import { Fragment, type ReactNode } from 'react'
import { Link } from 'react-router'
import { callApi } from '~/api/client'
import { allPagesQuery, queryClient } from '~/api/query'
import { closeConfirm } from '~/ui/confirm'
import { andJoiners, type Dependent, namedDependents } from '~/util/dependents'
import { paths } from '~/util/paths'

/**
 * What the API refuses a delete over, read before the delete is sent (see
 * `confirmDelete`'s `dependents`): one sentence naming them, each a link.
 * Undefined: nothing in the way, as far as the console can read.
 */

/** Fresh reads: what depends on a resource now, not as a list last showed it. */
const fresh = <T,>(query: ReturnType<typeof allPagesQuery>) =>
  queryClient.fetchQuery({ ...query, staleTime: 0 }) as Promise<T>

function Sentence({ lead, items, end }: { lead: string; items: Dependent[]; end: string }) {
  const { named, more } = namedDependents(items)
  const joiners = andJoiners(named.length + (more ? 1 : 0))
  return (
    <>
      {lead}{' '}
      {named.map((d, i) => (
        <Fragment key={d.to}>
          <Link to={d.to} onClick={closeConfirm}>
            {d.label}
          </Link>
          {joiners[i]}
        </Fragment>
      ))}
      {more ? `${more} more` : ''}. {end}
    </>
  )
}

type Sel = { project: string; vpc: string }

/** A VPC is refused while subnets exist; those with network interfaces name their instances. */
export async function vpcDependents({ project, vpc }: Sel): Promise<ReactNode | undefined> {
  const subnets = (
    await fresh<{ items: { name: string }[] }>(
      allPagesQuery('vpcSubnetList', { query: { project, vpc } }),
    )
  ).items
  if (subnets.length === 0) return undefined
  const used = await Promise.all(subnets.map((s) => subnetInstances({ project, vpc }, s.name)))
  const items = subnets.map((s, i) => ({
    label: used[i].length ? `${s.name} (in use by ${used[i].join(', ')})` : s.name,
    to: paths.vpcSubnet({ project, vpc, subnet: s.name }),
  }))
  return (
    <Sentence
      lead={`VPC ${vpc} cannot be deleted while it has subnets:`}
      items={items}
      end="Delete them first (and the network interfaces in them)."
    />
  )
}

/** The names of the instances with a network interface in the subnet. */
async function subnetInstances({ project, vpc }: Sel, subnet: string) {
  const [nics, instances] = await Promise.all([
    fresh<{ items: { instanceId: string }[] }>(
      allPagesQuery('vpcSubnetListNetworkInterfaces', {
        path: { subnet },
        query: { project, vpc },
      }),
    ),
    queryClient.fetchQuery(allPagesQuery('instanceList', { query: { project } })),
  ])
  const ids = new Set(nics.items.map((n) => n.instanceId))
  return instances.items.filter((i) => ids.has(i.id)).map((i) => i.name)
}

/** A subnet is refused while network interfaces in it exist. */
export async function subnetDependents(sel: Sel, subnet: string) {
  const names = await subnetInstances(sel, subnet)
  if (names.length === 0) return undefined
  return (
    <Sentence
      lead={`Subnet ${subnet} cannot be deleted while instances have network interfaces in it:`}
      items={names.map((instance) => ({
        label: instance,
        to: paths.instance({ project: sel.project, instance }),
      }))}
      end="Remove those interfaces first."
    />
  )
}

/** A custom router is refused while a subnet uses it. */
export async function routerDependents(sel: Sel, router: { id: string; name: string }) {
  const subnets = (
    await fresh<{ items: { name: string; customRouterId?: string | null }[] }>(
      allPagesQuery('vpcSubnetList', { query: sel }),
    )
  ).items.filter((s) => s.customRouterId === router.id)
  if (subnets.length === 0) return undefined
  return (
    <Sentence
      lead={`Router ${router.name} cannot be deleted while subnets use it:`}
      items={subnets.map((s) => ({
        label: s.name,
        to: paths.vpcSubnet({ ...sel, subnet: s.name }),
      }))}
      end="Give them another router first."
    />
  )
}

/** An IP pool is refused while it is linked to silos or contains ranges. */
export async function ipPoolDependents(pool: string) {
  const [links, ranges] = await Promise.all([
    fresh<{ items: { siloId: string }[] }>(
      allPagesQuery('systemIpPoolSiloList', { path: { pool } }),
    ),
    callApi('systemIpPoolRangeList', { path: { pool }, query: { limit: 1 } }),
  ])
  if (links.items.length > 0) {
    const silos = await queryClient.fetchQuery(allPagesQuery('siloList', {}))
    const linked = silos.items.filter((s) => links.items.some((l) => l.siloId === s.id))
    return (
      <Sentence
        lead={`IP pool ${pool} cannot be deleted while it is linked to silos:`}
        items={linked.map((s) => ({
          label: s.name,
          to: paths.systemSiloIpPools({ silo: s.name }),
        }))}
        end="Unlink it from them first."
      />
    )
  }
  if (ranges.items.length > 0) {
    return (
      <Sentence
        lead={`IP pool ${pool} cannot be deleted while it contains`}
        items={[{ label: 'IP ranges', to: paths.systemIpPool({ pool }) }]}
        end="Remove them first."
      />
    )
  }
  return undefined
}

/** A project is refused while it contains anything: its lists, each asked for one item. */
export async function projectDependents(project: string) {
  const query = { project, limit: 1 }
  const kinds = [
    ['instances', callApi('instanceList', { query }), paths.instances({ project })],
    ['disks', callApi('diskList', { query }), paths.disks({ project })],
    ['snapshots', callApi('snapshotList', { query }), paths.snapshots({ project })],
    ['images', callApi('imageList', { query }), paths.projectImages({ project })],
    ['floating IPs', callApi('floatingIpList', { query }), paths.floatingIps({ project })],
    ['VPCs', callApi('vpcList', { query }), paths.vpcs({ project })],
    [
      'anti-affinity groups',
      callApi('antiAffinityGroupList', { query }),
      paths.affinity({ project }),
    ],
    ['affinity groups', callApi('affinityGroupList', { query }), paths.affinityGroups({ project })],
  ] as const
  const pages = await Promise.all(kinds.map(([, page]) => page))
  const items = kinds
    .filter((_, i) => pages[i].items.length > 0)
    .map(([label, , to]) => ({ label, to }))
  if (items.length === 0) return undefined
  return (
    <Sentence
      lead={`Project ${project} cannot be deleted while it contains`}
      items={items}
      end="Delete them first."
    />
  )
}
