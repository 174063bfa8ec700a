import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { requireProjectRole } from '../authz'
import { db, lookup } from '../db'
import { badRequest } from '../errors'
import { paginated } from '../paginate'
import { allocateIp, resolvePool } from './ip-alloc'
import { applyUpdate, assertNameFree, NoContent, newId, now, removeWhere } from './util'

const projectIps = (projectId: string) => db.floatingIps.filter((f) => f.project_id === projectId)

/** Explicit address (in some pool the silo may use) or the next free one of a pool. */
function allocate(allocator: Json<Api.AddressAllocator> | undefined) {
  if (allocator?.type === 'explicit') {
    const v6 = allocator.ip.includes(':')
    const pool = resolvePool({ type: 'auto', ip_version: v6 ? 'v6' : 'v4' })
    return { ip: allocateIp(pool.id, allocator.ip), ip_pool_id: pool.id }
  }
  const pool = resolvePool(allocator?.pool_selector)
  return { ip: allocateIp(pool.id), ip_pool_id: pool.id }
}

function writable(path: { floatingIp: string }, query: { project?: string }) {
  const fip = lookup.floatingIp({ ...path, ...query })
  requireProjectRole(fip.project_id, 'collaborator')
  return fip
}

export const floatingIpHandlers = {
  floatingIpList({ query }) {
    const project = lookup.project(query)
    return paginated(query, projectIps(project.id))
  },

  floatingIpCreate({ query, body }) {
    const project = lookup.project(query)
    requireProjectRole(project.id, 'collaborator')
    assertNameFree('floating-ip', projectIps(project.id), body.name)
    const time = now()
    const fip: Json<Api.FloatingIp> = {
      id: newId(),
      name: body.name,
      description: body.description,
      project_id: project.id,
      instance_id: null,
      ...allocate(body.address_allocator),
      time_created: time,
      time_modified: time,
    }
    db.floatingIps.push(fip)
    return fip
  },

  floatingIpView: ({ path, query }) => lookup.floatingIp({ ...path, ...query }),

  floatingIpUpdate({ path, query, body }) {
    const fip = writable(path, query)
    if (body.name && body.name !== fip.name) {
      assertNameFree('floating-ip', projectIps(fip.project_id), body.name)
    }
    return applyUpdate(fip, body)
  },

  floatingIpDelete({ path, query }) {
    const fip = writable(path, query)
    if (fip.instance_id) {
      throw badRequest(`floating IP "${fip.name}" cannot be deleted while attached to an instance`)
    }
    removeWhere(db.floatingIps, (f) => f.id === fip.id)
    return NoContent
  },

  floatingIpAttach({ path, query, body }) {
    const fip = writable(path, query)
    if (fip.instance_id) throw badRequest(`floating IP "${fip.name}" is already attached`)
    const instance = lookup.instance({ instance: body.parent, project: fip.project_id })
    fip.instance_id = instance.id
    fip.time_modified = now()
    return fip
  },

  floatingIpDetach({ path, query }) {
    const fip = writable(path, query)
    if (!fip.instance_id) throw badRequest(`floating IP "${fip.name}" is not attached`)
    fip.instance_id = null
    fip.time_modified = now()
    return fip
  },
} satisfies Partial<MSWHandlers>
