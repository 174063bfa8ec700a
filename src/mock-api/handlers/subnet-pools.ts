import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { requireFleetRole } from '../authz'
import { db, lookup } from '../db'
import { alreadyExists, badRequest, lookupNotFound } from '../errors'
import { paginated } from '../paginate'
import { currentSilo } from '../session'
import { cidrsOverlap } from './cidr'
import { fleetList } from './fleet-scope'
import { poolSiloLinks } from './pool-silo-links'
import {
  checkNetworkAddress,
  cidrKey,
  isV6,
  lookupSubnetPool,
  maxPrefix,
  poolMembers,
  prefixOf,
  siloSubnetPools,
  subnetPoolUtilization,
} from './subnet-alloc'
import { applyUpdate, NoContent, newId, newResource, now, removeWhere } from './util'

type Pool = Json<Api.SubnetPool>
type Link = Json<Api.SubnetPoolSiloLink>

/** System endpoints: fleet viewers read, fleet admins change (as for IP pools). */
const readPool = (pool: string) => {
  requireFleetRole('viewer')
  return lookupSubnetPool(pool)
}
const writePool = (pool: string) => {
  requireFleetRole('admin')
  return lookupSubnetPool(pool)
}

function assertPoolNameFree(name: string) {
  if (db.subnetPools.some((p) => p.name === name)) throw alreadyExists('subnet-pool', name)
}

/**
 * A member is a network of the pool's IP version that overlaps no other member
 * of any pool; its prefix bounds (by default its own prefix to a single address)
 * must be ordered and inside it.
 */
function newMember(pool: Pool, body: Json<Api.SubnetPoolMemberAdd>) {
  const { subnet } = body
  const v6 = isV6(subnet)
  if (v6 !== (pool.ip_version === 'v6')) {
    throw badRequest(
      `an IP${v6 ? 'v6' : 'v4'} subnet cannot be added to an ${pool.ip_version} subnet pool`,
    )
  }
  checkNetworkAddress(subnet)
  const min = body.min_prefix_length ?? prefixOf(subnet)
  const max = body.max_prefix_length ?? maxPrefix(v6)
  if (min < prefixOf(subnet) || max > maxPrefix(v6) || min > max) {
    throw badRequest(
      `prefix lengths must satisfy /${prefixOf(subnet)} <= min_prefix_length (${min}) <= max_prefix_length (${max}) <= /${maxPrefix(v6)}`,
    )
  }
  const clash = db.subnetPoolMembers.find(
    (m) => isV6(m.subnet) === v6 && cidrsOverlap(m.subnet, subnet),
  )
  if (clash) throw badRequest(`subnet ${subnet} overlaps an existing member ${clash.subnet}`)
  return {
    id: newId(),
    subnet_pool_id: pool.id,
    subnet,
    min_prefix_length: min,
    max_prefix_length: max,
    time_created: now(),
  }
}

const siloLinks = poolSiloLinks({
  type: 'subnet-pool',
  table: () => db.subnetPoolSilos,
  poolIdOf: (l) => l.subnet_pool_id,
  newLink: (poolId, siloId): Link => ({
    subnet_pool_id: poolId,
    silo_id: siloId,
    is_default: false,
  }),
  versionOf: (poolId) => db.subnetPools.find((p) => p.id === poolId)?.ip_version,
})

/** External subnets of a pool held by projects of a silo. */
const subnetsInSilo = (poolId: string, siloId: string) =>
  db.externalSubnets.filter(
    (s) => s.subnet_pool_id === poolId && db.projectSilos[s.project_id] === siloId,
  )

export const subnetPoolHandlers = {
  systemSubnetPoolList: fleetList(() => db.subnetPools),
  systemSubnetPoolCreate({ body }) {
    requireFleetRole('admin')
    assertPoolNameFree(body.name)
    const pool: Pool = {
      ...newResource(body),
      ip_version: body.ip_version,
    }
    db.subnetPools.push(pool)
    return pool
  },
  systemSubnetPoolView: ({ path }) => readPool(path.pool),
  systemSubnetPoolUpdate({ path, body }) {
    const pool = writePool(path.pool)
    if (body.name && body.name !== pool.name) assertPoolNameFree(body.name)
    return applyUpdate(pool, body)
  },
  systemSubnetPoolDelete({ path }) {
    const pool = writePool(path.pool)
    if (db.subnetPoolMembers.some((m) => m.subnet_pool_id === pool.id)) {
      throw badRequest('Subnet pool cannot be deleted while it contains subnets')
    }
    if (db.subnetPoolSilos.some((l) => l.subnet_pool_id === pool.id)) {
      throw badRequest('Subnet pool cannot be deleted while it is linked to a silo')
    }
    removeWhere(db.subnetPools, (p) => p.id === pool.id)
    return NoContent
  },

  systemSubnetPoolMemberList({ path, query }) {
    const pool = readPool(path.pool)
    return paginated(query, poolMembers(pool.id), (m) => cidrKey(m.subnet))
  },
  systemSubnetPoolMemberAdd({ path, body }) {
    const pool = writePool(path.pool)
    const member = newMember(pool, body)
    db.subnetPoolMembers.push(member)
    return member
  },
  systemSubnetPoolMemberRemove({ path, body }) {
    const pool = writePool(path.pool)
    const member = db.subnetPoolMembers.find(
      (m) => m.subnet_pool_id === pool.id && m.subnet === body.subnet,
    )
    if (!member) throw lookupNotFound('subnet-pool-member', body.subnet)
    if (db.externalSubnets.some((s) => s.subnet_pool_member_id === member.id)) {
      throw badRequest(
        `subnet ${member.subnet} cannot be removed while external subnets are allocated from it`,
      )
    }
    removeWhere(db.subnetPoolMembers, (m) => m.id === member.id)
    return NoContent
  },

  systemSubnetPoolSiloList: ({ path, query }) => siloLinks.list(readPool(path.pool).id, query),
  systemSubnetPoolSiloLink: ({ path, body }) => siloLinks.link(writePool(path.pool).id, body),
  systemSubnetPoolSiloUpdate: ({ path, body }) =>
    siloLinks.update(writePool(path.pool).id, path.silo, body),
  systemSubnetPoolSiloUnlink({ path }) {
    const pool = writePool(path.pool)
    return siloLinks.unlink(pool.id, path.silo, (silo) => {
      if (subnetsInSilo(pool.id, silo.id).length) {
        throw badRequest(
          `subnet pool "${pool.name}" cannot be unlinked while silo "${silo.name}" holds external subnets from it`,
        )
      }
    })
  },
  systemSubnetPoolUtilizationView: ({ path }) => subnetPoolUtilization(readPool(path.pool).id),

  /** A silo's pools, for fleet viewers. */
  siloSubnetPoolList({ path, query }) {
    requireFleetRole('viewer')
    const silo = lookup.silo({ silo: path.silo })
    return paginated(query, siloSubnetPools(silo.id))
  },

  /** The current silo's pools: what its projects can allocate from. */
  subnetPoolList: ({ query }) => paginated(query, siloSubnetPools(currentSilo().id)),
  subnetPoolView({ path }) {
    const pool = siloSubnetPools(currentSilo().id).find(
      (p) => p.id === path.pool || p.name === path.pool,
    )
    if (!pool) throw lookupNotFound('subnet-pool', path.pool)
    return pool
  },
} satisfies Partial<MSWHandlers>
