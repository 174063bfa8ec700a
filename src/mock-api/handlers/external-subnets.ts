import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { requireProjectRole } from '../authz'
import { db, inProject, lookup } from '../db'
import { badRequest, isUuid } from '../errors'
import { paginated } from '../paginate'
import { allocateSubnet, claimSubnet, maxPrefix, resolveSubnetPool } from './subnet-alloc'
import { applyUpdate, assertNameFree, NoContent, newId, now, removeWhere } from './util'

type ExternalSubnet = Json<Api.ExternalSubnet>
type Selector = { externalSubnet: string; project?: string }

const projectSubnets = (projectId: string) =>
  db.externalSubnets.filter((s) => s.project_id === projectId)

const lookupSubnet = (sel: Selector) =>
  inProject(
    'external-subnet',
    'external subnet',
    db.externalSubnets,
    sel.externalSubnet,
    sel.project,
  )

/** Project endpoints: readers of the project read, collaborators change. */
function writable(path: { externalSubnet: string }, query: { project?: string }) {
  const subnet = lookupSubnet({ ...path, ...query })
  requireProjectRole(subnet.project_id, 'collaborator')
  return subnet
}

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
  if (!isUuid(instance)) return lookup.instance({ instance, project: projectId })
  const found = lookup.instance({ instance })
  if (found.project_id !== projectId) {
    throw badRequest('an external subnet can only be attached to an instance in its project')
  }
  return found
}

export const externalSubnetHandlers = {
  externalSubnetList({ query }) {
    const project = lookup.project(query)
    return paginated(query, projectSubnets(project.id))
  },

  externalSubnetCreate({ query, body }) {
    const project = lookup.project(query)
    requireProjectRole(project.id, 'collaborator')
    assertNameFree('external-subnet', projectSubnets(project.id), body.name)
    const time = now()
    const subnet: ExternalSubnet = {
      id: newId(),
      name: body.name,
      description: body.description,
      project_id: project.id,
      instance_id: null,
      ...allocate(body.allocator),
      time_created: time,
      time_modified: time,
    }
    db.externalSubnets.push(subnet)
    return subnet
  },

  externalSubnetView: ({ path, query }) => lookupSubnet({ ...path, ...query }),

  externalSubnetUpdate({ path, query, body }) {
    const subnet = writable(path, query)
    if (body.name && body.name !== subnet.name) {
      assertNameFree('external-subnet', projectSubnets(subnet.project_id), body.name)
    }
    return applyUpdate(subnet, body)
  },

  externalSubnetDelete({ path, query }) {
    const subnet = writable(path, query)
    if (subnet.instance_id) {
      throw badRequest(
        `external subnet "${subnet.name}" cannot be deleted while attached to an instance`,
      )
    }
    removeWhere(db.externalSubnets, (s) => s.id === subnet.id)
    return NoContent
  },

  externalSubnetAttach({ path, query, body }) {
    const subnet = writable(path, query)
    if (subnet.instance_id) {
      throw badRequest(`external subnet "${subnet.name}" is already attached to an instance`)
    }
    const instance = instanceOfProject(body.instance, subnet.project_id)
    subnet.instance_id = instance.id
    subnet.time_modified = now()
    return subnet
  },

  externalSubnetDetach({ path, query }) {
    const subnet = writable(path, query)
    if (!subnet.instance_id) throw badRequest(`external subnet "${subnet.name}" is not attached`)
    subnet.instance_id = null
    subnet.time_modified = now()
    return subnet
  },

  /** The external subnets attached to an instance (all of them: the API does not page this). */
  instanceExternalSubnetList({ path, query }) {
    const instance = lookup.instance({ ...path, ...query })
    const items = db.externalSubnets
      .filter((s) => s.instance_id === instance.id)
      .sort((a, b) => (a.name < b.name ? -1 : 1))
    return { items, next_page: null }
  },
} satisfies Partial<MSWHandlers>
