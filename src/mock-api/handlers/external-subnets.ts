import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { db, inProject, lookup } from '../db'
import { badRequest } from '../errors'
import { attachableResource } from './attachable'
import { childOfProject } from './project-child'
import { allocateSubnet, claimSubnet, maxPrefix, resolveSubnetPool } from './subnet-alloc'

const externalSubnets = attachableResource({
  table: () => db.externalSubnets,
  type: 'external-subnet',
  noun: 'external subnet',
  find: (externalSubnet, project) =>
    inProject('external-subnet', 'external subnet', db.externalSubnets, externalSubnet, project),
  alreadyAttached: 'is already attached to an instance',
})

/** A subnet named outright, or the next free one of a prefix length from a pool. */
function allocate(allocator: Json<Api.ExternalSubnetAllocator>) {
  if (allocator.type === 'explicit') {
    const { subnet, member } = claimSubnet(allocator.subnet)
    return { subnet, subnet_pool_id: member.subnet_pool_id, subnet_pool_member_id: member.id }
  }
  const pool = resolveSubnetPool(allocator.pool_selector)
  const bits = maxPrefix(pool.ip_version === 'v6')
  if (allocator.prefix_length > bits) {
    throw badRequest(
      `prefix length /${allocator.prefix_length} is longer than an ${pool.ip_version} address`,
    )
  }
  const { subnet, member } = allocateSubnet(pool, allocator.prefix_length)
  return { subnet, subnet_pool_id: pool.id, subnet_pool_member_id: member.id }
}

/** The instance to attach to: it must be in the external subnet's project. */
function instanceOfProject(instance: string, projectId: string) {
  return childOfProject(
    'instance',
    (nameOrId, project) => lookup.instance({ instance: nameOrId, project }),
    instance,
    projectId,
    () => badRequest('an external subnet can only be attached to an instance in its project'),
  )
}

export const externalSubnetHandlers = {
  externalSubnetList: ({ query }) => externalSubnets.list(query),
  externalSubnetCreate: ({ query, body }) =>
    externalSubnets.create(query, body, allocate(body.allocator)),
  externalSubnetView: ({ path, query }) => externalSubnets.view(path.externalSubnet, query),
  externalSubnetUpdate: ({ path, query, body }) =>
    externalSubnets.update(path.externalSubnet, query, body),
  externalSubnetDelete: ({ path, query }) => externalSubnets.delete(path.externalSubnet, query),
  externalSubnetAttach: ({ path, query, body }) =>
    externalSubnets.attach(path.externalSubnet, query, (project) =>
      instanceOfProject(body.instance, project),
    ),
  externalSubnetDetach: ({ path, query }) => externalSubnets.detach(path.externalSubnet, query),

  /** The external subnets attached to an instance (all of them: the API does not page this). */
  instanceExternalSubnetList({ path, query }) {
    const instance = lookup.instance({ ...path, ...query })
    const items = db.externalSubnets
      .filter((s) => s.instance_id === instance.id)
      .sort((a, b) => (a.name < b.name ? -1 : 1))
    return { items, next_page: null }
  },
} satisfies Partial<MSWHandlers>
