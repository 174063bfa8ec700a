import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { db, lookup } from '../db'
import { badRequest } from '../errors'
import { attachableResource } from './attachable'
import { allocateIp, resolvePool } from './ip-alloc'
import { childOfProject } from './project-child'

const findInstance = (instance: string, project?: string) => lookup.instance({ instance, project })

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

const floatingIps = attachableResource({
  table: () => db.floatingIps,
  type: 'floating-ip',
  noun: 'floating IP',
  find: (floatingIp, project) => lookup.floatingIp({ floatingIp, project }),
  alreadyAttached: 'is already attached',
})

export const floatingIpHandlers = {
  floatingIpList: ({ query }) => floatingIps.list(query),
  floatingIpCreate: ({ query, body }) =>
    floatingIps.create(query, body, allocate(body.address_allocator)),
  floatingIpView: ({ path, query }) => floatingIps.view(path.floatingIp, query),
  floatingIpUpdate: ({ path, query, body }) => floatingIps.update(path.floatingIp, query, body),
  floatingIpDelete: ({ path, query }) => floatingIps.delete(path.floatingIp, query),
  floatingIpAttach: ({ path, query, body }) =>
    floatingIps.attach(path.floatingIp, query, (projectId) =>
      childOfProject('instance', findInstance, body.parent, projectId, () =>
        badRequest('floating IP must be in the same project as the instance'),
      ),
    ),
  floatingIpDetach: ({ path, query }) => floatingIps.detach(path.floatingIp, query),
} satisfies Partial<MSWHandlers>
