import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { parseIp } from '~/util/ip'
import { validateName } from '~/util/names'
import { db, lookup } from '../db'
import { badRequest, isUuid, lookupNotFound } from '../errors'
import type { MulticastGroupRow } from '../fixtures/multicast'
import { paginated } from '../paginate'
import { currentSilo } from '../session'
import { bigIntToIp, ipToBigInt } from './ip-alloc'
import { writableInstance } from './project-scope'
import { NoContent, newId, now, removeWhere } from './util'

const membersOf = (groupId: string) =>
  db.multicastGroupMembers.filter((m) => m.multicast_group_id === groupId)

/** The group as the API shows it: its members' sources, and whether one takes any source. */
function groupView(g: MulticastGroupRow): Json<Api.MulticastGroup> {
  const members = membersOf(g.id)
  return {
    ...g,
    source_ips: [...new Set(members.flatMap((m) => m.source_ips))],
    has_any_source_member: members.some((m) => m.source_ips.length === 0),
    state: 'Active',
  }
}

/** A member as the API shows it: "Joined" while its instance runs, "Left" otherwise. */
function memberView(m: (typeof db.multicastGroupMembers)[number]): Json<Api.MulticastGroupMember> {
  const group = db.multicastGroups.find((g) => g.id === m.multicast_group_id)
  const instance = db.instances.find((i) => i.id === m.instance_id)
  return {
    ...m,
    multicast_ip: group?.multicast_ip ?? '',
    state: instance?.run_state === 'running' ? 'Joined' : 'Left',
  }
}

const sameIp = (a: string, b: string) => parseIp(a)?.value === parseIp(b)?.value

/** A group by name, id or multicast address; groups are the fleet's, readable by anyone signed in. */
function findGroup(identifier: string) {
  const group = db.multicastGroups.find((g) =>
    isUuid(identifier)
      ? g.id === identifier
      : parseIp(identifier)
        ? sameIp(g.multicast_ip, identifier)
        : g.name === identifier,
  )
  if (!group) throw lookupNotFound('multicast-group', identifier)
  return group
}

/** Source-specific multicast ranges (232/8, ff3x::/32): a member must name its sources. */
const isSsm = (ip: string) =>
  parseIp(ip)?.type === 'v4' ? ip.split('.')[0] === '232' : /^ff3[0-9a-f]:/i.test(ip)

/** The API's checks of a member's sources against the group's address. */
function checkSources(groupIp: string, sources: string[] | null | undefined) {
  const family = parseIp(groupIp)?.type
  for (const source of sources ?? []) {
    if (parseIp(source)?.type !== family) {
      throw badRequest(
        `source IP ${source} does not match multicast group address family (${family === 'v4' ? 'IPv4' : 'IPv6'})`,
      )
    }
  }
  if (isSsm(groupIp) && !sources?.length) {
    throw badRequest('SSM multicast addresses require at least one source IP')
  }
}

/** Multicast pools linked to the current silo. */
const siloMulticastPools = () => {
  const siloId = currentSilo().id
  return db.ipPoolSilos
    .filter((l) => l.silo_id === siloId)
    .map((l) => ({ link: l, pool: db.ipPools.find((p) => p.id === l.ip_pool_id) }))
    .filter((x) => x.pool?.pool_type === 'multicast')
}

const inRange = (poolId: string, ip: string) =>
  db.ipPoolRanges.some(
    (r) =>
      r.ip_pool_id === poolId &&
      parseIp(r.range.first)?.type === parseIp(ip)?.type &&
      ipToBigInt(ip) >= ipToBigInt(r.range.first) &&
      ipToBigInt(ip) <= ipToBigInt(r.range.last),
  )

/** The first address of a pool no group holds. */
function allocate(poolId: string, v6: boolean) {
  const used = new Set(db.multicastGroups.map((g) => g.multicast_ip))
  for (const r of db.ipPoolRanges.filter((x) => x.ip_pool_id === poolId)) {
    for (let n = ipToBigInt(r.range.first); n <= ipToBigInt(r.range.last); n++) {
      const ip = bigIntToIp(n, v6)
      if (!used.has(ip)) return ip
    }
  }
  throw badRequest('no multicast addresses available in the pool')
}

function createGroup(name: string, description: string, ip: string, poolId: string) {
  const time = now()
  const group: MulticastGroupRow = {
    id: newId(),
    name,
    description,
    multicast_ip: ip,
    ip_pool_id: poolId,
    time_created: time,
    time_modified: time,
  }
  db.multicastGroups.push(group)
  return group
}

/**
 * Joining by address or by a name no group has creates the group, as the API
 * does: by address, from the silo's multicast pool holding it; by name, with
 * the next address of the silo's default multicast pool. An id must name a group.
 */
function groupToJoin(identifier: string, body: Json<Api.InstanceMulticastGroupJoin>) {
  const existing = db.multicastGroups.find((g) =>
    isUuid(identifier) ? g.id === identifier : parseIp(identifier) ? false : g.name === identifier,
  )
  if (existing || isUuid(identifier)) return existing ?? findGroup(identifier)
  const ip = parseIp(identifier)
  if (ip) {
    const address = identifier
    const byIp = db.multicastGroups.find((g) => sameIp(g.multicast_ip, address))
    if (byIp) return byIp
    checkSources(address, body.source_ips)
    const pool = siloMulticastPools().find((x) => x.pool && inRange(x.pool.id, address))?.pool
    if (!pool) throw badRequest("multicast IP not in any pool's address range")
    const name = `mcast-${address.replace(/[.:]/g, '-')}`
    return createGroup(name, `Implicitly created multicast group for ${address}`, address, pool.id)
  }
  // neither an id nor an address: it must be a name, which makes the group's name
  if (validateName(identifier)) {
    throw badRequest(`"${identifier}" is not a multicast group name, id or IP address`)
  }
  const version = body.ip_version ?? 'v4'
  const pool = siloMulticastPools().find(
    (x) => x.link.is_default && x.pool?.ip_version === version,
  )?.pool
  if (!pool) throw lookupNotFound('multicast-group', identifier)
  const address = allocate(pool.id, version === 'v6')
  checkSources(address, body.source_ips)
  return createGroup(identifier, 'Implicitly created for instance attachment', address, pool.id)
}

/** Multicast groups (the fleet's) and the instances that are their members. */
export const multicastHandlers = {
  multicastGroupList: ({ query }) => paginated(query, db.multicastGroups.map(groupView)),

  multicastGroupView: ({ path }) => groupView(findGroup(path.multicastGroup)),

  multicastGroupMemberList({ path, query }) {
    const group = findGroup(path.multicastGroup)
    return paginated(query, membersOf(group.id).map(memberView), (m) => m.id)
  },

  instanceMulticastGroupList({ path, query }) {
    const instance = lookup.instance({ ...path, ...query })
    const members = db.multicastGroupMembers.filter((m) => m.instance_id === instance.id)
    return paginated(query, members.map(memberView), (m) => m.id)
  },

  instanceMulticastGroupJoin({ path, query, body }) {
    const instance = writableInstance({ ...path, ...query })
    const group = groupToJoin(path.multicastGroup, body)
    checkSources(group.multicast_ip, body.source_ips)
    const sources = body.source_ips ?? []
    const member = db.multicastGroupMembers.find(
      (m) => m.multicast_group_id === group.id && m.instance_id === instance.id,
    )
    if (member) {
      // joining again changes the member's sources
      Object.assign(member, { source_ips: sources, time_modified: now() })
      return memberView(member)
    }
    const time = now()
    const row = {
      id: newId(),
      name: instance.name,
      description: '',
      multicast_group_id: group.id,
      instance_id: instance.id,
      source_ips: sources,
      time_created: time,
      time_modified: time,
    }
    db.multicastGroupMembers.push(row)
    return memberView(row)
  },

  /** Leaving a group the instance is not in is no error; the last member out deletes the group. */
  instanceMulticastGroupLeave({ path, query }) {
    const instance = writableInstance({ ...path, ...query })
    const group = findGroup(path.multicastGroup)
    removeWhere(
      db.multicastGroupMembers,
      (m) => m.multicast_group_id === group.id && m.instance_id === instance.id,
    )
    if (membersOf(group.id).length === 0) removeWhere(db.multicastGroups, (g) => g.id === group.id)
    return NoContent
  },
} satisfies Partial<MSWHandlers>
