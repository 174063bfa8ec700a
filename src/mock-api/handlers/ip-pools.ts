import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { requireFleetRole } from '../authz'
import { db, lookup } from '../db'
import { alreadyExists, badRequest, lookupNotFound } from '../errors'
import { paginated } from '../paginate'
import { currentSilo } from '../session'
import { fleetList } from './fleet-scope'
import { ipToBigInt, poolUtilization, usedIps } from './ip-alloc'
import { poolSiloLinks } from './pool-silo-links'
import { siloIpPools } from './silos'
import { applyUpdate, NoContent, newId, newResource, now, removeWhere } from './util'

type Pool = Json<Api.IpPool>
type Range = Json<Api.IpRange>

const readPool = (pool: string) => {
  requireFleetRole('viewer')
  return lookup.ipPool({ pool })
}
const writePool = (pool: string) => {
  requireFleetRole('admin')
  return lookup.ipPool({ pool })
}

const bounds = (r: Range) => [ipToBigInt(r.first), ipToBigInt(r.last)] as const

/** A range must match the pool's version, be ordered and not overlap any pool's range. */
function checkRange(pool: Pool, range: Range) {
  const v6 = range.first.includes(':')
  if (v6 !== range.last.includes(':')) throw badRequest('range ends must be of one IP version')
  if (v6 !== (pool.ip_version === 'v6')) {
    throw badRequest(`an IP${v6 ? 'v6' : 'v4'} range cannot be added to an ${pool.ip_version} pool`)
  }
  const [first, last] = bounds(range)
  if (first > last) throw badRequest('the first address of a range must not be after the last')
  for (const other of db.ipPoolRanges) {
    if (other.range.first.includes(':') !== v6) continue
    const [f, l] = bounds(other.range)
    if (first <= l && f <= last) {
      throw badRequest(`range ${range.first}-${range.last} overlaps an existing range`)
    }
  }
}

const siloLinks = poolSiloLinks({
  type: 'ip-pool',
  table: () => db.ipPoolSilos,
  poolIdOf: (l) => l.ip_pool_id,
  newLink: (poolId, siloId) => ({ ip_pool_id: poolId, silo_id: siloId, is_default: false }),
  versionOf: (poolId) => db.ipPools.find((p) => p.id === poolId)?.ip_version,
})

export const ipPoolHandlers = {
  systemIpPoolList: fleetList(() => db.ipPools),
  systemIpPoolCreate({ body }) {
    requireFleetRole('admin')
    if (db.ipPools.some((p) => p.name === body.name)) throw alreadyExists('ip-pool', body.name)
    const pool: Pool = {
      ...newResource(body),
      ip_version: body.ip_version ?? 'v4',
      pool_type: body.pool_type ?? 'unicast',
      assignment: body.assignment ?? 'silos',
    }
    db.ipPools.push(pool)
    return pool
  },
  systemIpPoolView: ({ path }) => readPool(path.pool),
  systemIpPoolUpdate({ path, body }) {
    const pool = writePool(path.pool)
    if (body.name && body.name !== pool.name && db.ipPools.some((p) => p.name === body.name)) {
      throw alreadyExists('ip-pool', body.name)
    }
    return applyUpdate(pool, body)
  },
  systemIpPoolDelete({ path }) {
    const pool = writePool(path.pool)
    if (db.ipPoolRanges.some((r) => r.ip_pool_id === pool.id)) {
      throw badRequest('IP Pool cannot be deleted while it contains IP ranges')
    }
    if (db.ipPoolSilos.some((l) => l.ip_pool_id === pool.id)) {
      throw badRequest('IP Pool cannot be deleted while it is linked to a silo')
    }
    removeWhere(db.ipPools, (p) => p.id === pool.id)
    return NoContent
  },
  systemIpPoolAssign({ path, body }) {
    const pool = writePool(path.pool)
    pool.assignment = body.assignment
    pool.time_modified = now()
    return pool
  },
  systemIpPoolRangeList({ path, query }) {
    const pool = readPool(path.pool)
    const ranges = db.ipPoolRanges.filter((r) => r.ip_pool_id === pool.id)
    // ranges sort by their first address, as numbers
    return paginated(query, ranges, (r) => ipToBigInt(r.range.first).toString(16).padStart(32, '0'))
  },
  systemIpPoolRangeAdd({ path, body }) {
    const pool = writePool(path.pool)
    checkRange(pool, body)
    const row = { id: newId(), ip_pool_id: pool.id, range: body, time_created: now() }
    db.ipPoolRanges.push(row)
    return row
  },
  systemIpPoolRangeRemove({ path, body }) {
    const pool = writePool(path.pool)
    const row = db.ipPoolRanges.find(
      (r) => r.ip_pool_id === pool.id && r.range.first === body.first && r.range.last === body.last,
    )
    if (!row) throw lookupNotFound('ip-pool-range', `${body.first}-${body.last}`)
    const [first, last] = bounds(row.range)
    const inUse = [...usedIps(pool.id)].some((ip) => {
      const n = ipToBigInt(ip)
      return n >= first && n <= last
    })
    if (inUse)
      throw badRequest('IP pool ranges cannot be deleted while IP addresses in them are allocated')
    removeWhere(db.ipPoolRanges, (r) => r.id === row.id)
    return NoContent
  },
  systemIpPoolSiloList: ({ path, query }) => siloLinks.list(readPool(path.pool).id, query),
  systemIpPoolSiloLink: ({ path, body }) => siloLinks.link(writePool(path.pool).id, body),
  systemIpPoolSiloUpdate: ({ path, body }) =>
    siloLinks.update(writePool(path.pool).id, path.silo, body),
  systemIpPoolSiloUnlink: ({ path }) => siloLinks.unlink(writePool(path.pool).id, path.silo),
  systemIpPoolUtilizationView: ({ path }) => poolUtilization(readPool(path.pool).id),

  /** The current silo's pools. */
  ipPoolList: ({ query }) => paginated(query, siloIpPools(currentSilo().id)),
  ipPoolView({ path }) {
    const pool = siloIpPools(currentSilo().id).find(
      (p) => p.id === path.pool || p.name === path.pool,
    )
    if (!pool) throw lookupNotFound('ip-pool', path.pool)
    return pool
  },
} satisfies Partial<MSWHandlers>
