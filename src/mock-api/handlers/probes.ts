import type { MSWHandlers } from '~/api/__generated__/msw-handlers'
import { requireProjectRole } from '../authz'
import { db, lookup } from '../db'
import { lookupNotFound } from '../errors'
import type { ProbeRow } from '../fixtures/probes'
import { paginated } from '../paginate'
import { allocateIp, resolvePool } from './ip-alloc'
import { nextPrivateIp } from './nic-store'
import { writableProject } from './project-scope'
import { assertNameFree, NoContent, newId, newResource, removeWhere } from './util'

/** What the probe views show: the probe's interface and its external address. */
const probeInfo = (p: ProbeRow) => ({
  id: p.id,
  name: p.name,
  sled: p.sled,
  interface: p.interface,
  external_ips: p.external_ips,
})

/** A probe by name or id, always within its project (the API requires `project`). */
function findProbe(probe: string, project: string | undefined) {
  const { id } = lookup.project({ project })
  const found = db.probes.find((p) => p.project_id === id && (p.id === probe || p.name === probe))
  if (!found) throw lookupNotFound('probe', probe)
  return found
}

/** The project's `default` VPC and its `default` subnet, where Nexus puts a probe's interface. */
function defaultSubnet(projectId: string) {
  const vpc = db.vpcs.find((v) => v.project_id === projectId && v.name === 'default')
  if (!vpc) throw lookupNotFound('vpc', 'default')
  const subnet = db.vpcSubnets.find((s) => s.vpc_id === vpc.id && s.name === 'default')
  if (!subnet) throw lookupNotFound('vpc-subnet', 'default')
  return { vpc, subnet }
}

/**
 * Probes (experimental): an interface and an external address on a sled,
 * to test the rack's networking without an instance.
 */
export const probeHandlers = {
  probeList({ query }) {
    const project = lookup.project(query)
    const rows = db.probes.filter((p) => p.project_id === project.id)
    return paginated(query, rows.map(probeInfo))
  },

  probeCreate({ query, body }) {
    const project = writableProject(query)
    const siblings = db.probes.filter((p) => p.project_id === project.id)
    assertNameFree('probe', siblings, body.name)
    lookup.byId('sled', db.sleds, body.sled)
    const pool = resolvePool(body.pool_selector)
    const { vpc, subnet } = defaultSubnet(project.id)
    const ip = allocateIp(pool.id)
    const resource = newResource(body)
    const count = db.probes.length + 1
    const row: ProbeRow = {
      ...resource,
      sled: body.sled,
      project_id: project.id,
      vpc_id: vpc.id,
      subnet_id: subnet.id,
      ip_pool_id: pool.id,
      interface: {
        id: newId(),
        name: body.name,
        kind: { type: 'probe', id: resource.id },
        mac: `A8:40:25:F2:${((count >> 8) & 255).toString(16).padStart(2, '0')}:${(count & 255).toString(16).padStart(2, '0')}`.toUpperCase(),
        primary: true,
        slot: 0,
        vni: 1_000_001,
        ip_config: {
          type: 'v4',
          value: { ip: nextPrivateIp(subnet, false), subnet: subnet.ipv4_block, transit_ips: [] },
        },
      },
      external_ips: [{ ip, kind: 'ephemeral', first_port: 0, last_port: 65535 }],
    }
    db.probes.push(row)
    const { project_id, vpc_id, subnet_id, ip_pool_id, interface: _, external_ips, ...probe } = row
    return probe
  },

  probeView: ({ path, query }) => probeInfo(findProbe(path.probe, query.project)),

  probeDelete({ path, query }) {
    const probe = findProbe(path.probe, query.project)
    requireProjectRole(probe.project_id, 'collaborator')
    removeWhere(db.probes, (p) => p.id === probe.id)
    return NoContent
  },
} satisfies Partial<MSWHandlers>
