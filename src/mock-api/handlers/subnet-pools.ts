import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { requireFleetRole } from '../authz'
import { db, lookup } from '../db'
import { alreadyExists, badRequest, errorResponse, lookupNotFound } from '../errors'
import { paginated } from '../paginate'
import { currentSilo } from '../session'
import { cidrsOverlap } from './cidr'
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
import { applyUpdate, NoContent, newId, now, removeWhere } from './util'

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

function linkOf(poolId: string, siloId: string) {
  const link = db.subnetPoolSilos.find((l) => l.subnet_pool_id === poolId && l.silo_id === siloId)
  if (!link) throw lookupNotFound('subnet-pool-silo-link', siloId)
  return link
}

/** One default pool per silo and IP version: making one default unsets the other. */
function makeDefault(link: Link) {
  const versionOf = (poolId: string) => db.subnetPools.find((p) => p.id === poolId)?.ip_version
  const version = versionOf(link.subnet_pool_id)
  for (const other of db.subnetPoolSilos) {
    if (other.silo_id === link.silo_id && versionOf(other.subnet_pool_id) === version) {
      other.is_default = false
    }
  }
  link.is_default = true
}

/** External subnets of a pool held by projects of a silo. */
const subnetsInSilo = (poolId: string, siloId: string) =>
  db.externalSubnets.filter(
    (s) => s.subnet_pool_id === poolId && db.projectSilos[s.project_id] === siloId,
  )

export const subnetPoolHandlers = {
  systemSubnetPoolList({ query }) {
    requireFleetRole('viewer')
    return paginated(query, db.subnetPools)
  },
  systemSubnetPoolCreate({ body }) {
    requireFleetRole('admin')
    assertPoolNameFree(body.name)
    const pool: Pool = {
      id: newId(),
      name: body.name,
      description: body.description,
      ip_version: body.ip_version,
      time_created: now(),
      time_modified: now(),
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

  systemSubnetPoolSiloList({ path, query }) {
    const pool = readPool(path.pool)
    return paginated(
      query,
      db.subnetPoolSilos.filter((l) => l.subnet_pool_id === pool.id),
      (l) => l.silo_id,
    )
  },
  systemSubnetPoolSiloLink({ path, body }) {
    const pool = writePool(path.pool)
    const silo = lookup.silo({ silo: body.silo })
    if (db.subnetPoolSilos.some((l) => l.subnet_pool_id === pool.id && l.silo_id === silo.id)) {
      throw errorResponse(
        400,
        'ObjectAlreadyExists',
        `already exists: subnet-pool-resource "${silo.name}"`,
      )
    }
    const link: Link = { subnet_pool_id: pool.id, silo_id: silo.id, is_default: false }
    db.subnetPoolSilos.push(link)
    if (body.is_default) makeDefault(link)
    return link
  },
  systemSubnetPoolSiloUpdate({ path, body }) {
    const pool = writePool(path.pool)
    const link = linkOf(pool.id, lookup.silo({ silo: path.silo }).id)
    if (body.is_default) makeDefault(link)
    else link.is_default = false
    return link
  },
  systemSubnetPoolSiloUnlink({ path }) {
    const pool = writePool(path.pool)
    const silo = lookup.silo({ silo: path.silo })
    const link = linkOf(pool.id, silo.id)
    if (subnetsInSilo(pool.id, silo.id).length) {
      throw badRequest(
        `subnet pool "${pool.name}" cannot be unlinked while silo "${silo.name}" holds external subnets from it`,
      )
    }
    removeWhere(db.subnetPoolSilos, (l) => l === link)
    return NoContent
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
