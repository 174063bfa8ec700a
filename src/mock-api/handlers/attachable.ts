import { requireProjectRole } from '../authz'
import { lookup } from '../db'
import { badRequest } from '../errors'
import { paginated } from '../paginate'
import { writableProject } from './project-scope'
import { applyUpdate, assertNameFree, NoContent, newResource, now, removeWhere } from './util'

type Row = {
  id: string
  name: string
  description: string
  project_id: string
  instance_id?: string | null
  time_created: string
  time_modified: string
}
type ProjectQuery = { project?: string }
type ListQuery = ProjectQuery & { limit?: number | null; page_token?: string | null }

/**
 * A project resource holding external addresses that attaches to one instance
 * at a time (floating IPs, external subnets): its list, create, update,
 * delete, attach and detach, the same for either. The kind's handlers give
 * the allocation and the instance to attach to.
 */
export function attachableResource<T extends Row>({
  table,
  type,
  noun,
  find,
  alreadyAttached,
}: {
  /** the db table (read each call: a reset replaces it) */
  table: () => T[]
  /** the name-conflict error's type: "floating-ip" */
  type: string
  /** the errors' word: "floating IP" */
  noun: string
  find: (name: string, project: string | undefined) => T
  /** what attaching an attached one says after the name: "is already attached" */
  alreadyAttached: string
}) {
  const ofProject = (projectId: string) => table().filter((r) => r.project_id === projectId)
  /** Readers of the project read, collaborators change. */
  const writable = (name: string, query: ProjectQuery) => {
    const row = find(name, query.project)
    requireProjectRole(row.project_id, 'collaborator')
    return row
  }
  return {
    list(query: ListQuery) {
      const project = lookup.project(query)
      return paginated(query, ofProject(project.id))
    },
    create(
      query: ProjectQuery,
      body: { name: string; description: string },
      allocation: Omit<T, keyof Row>,
    ) {
      const project = writableProject(query)
      assertNameFree(type, ofProject(project.id), body.name)
      const row = {
        ...newResource(body),
        project_id: project.id,
        instance_id: null,
        ...allocation,
      } as T
      table().push(row)
      return row
    },
    view: (name: string, query: ProjectQuery) => find(name, query.project),
    update(
      name: string,
      query: ProjectQuery,
      body: { name?: string | null; description?: string | null },
    ) {
      const row = writable(name, query)
      if (body.name && body.name !== row.name) {
        assertNameFree(type, ofProject(row.project_id), body.name)
      }
      return applyUpdate(row, body as Partial<T>)
    },
    delete(name: string, query: ProjectQuery) {
      const row = writable(name, query)
      if (row.instance_id) {
        throw badRequest(`${noun} "${row.name}" cannot be deleted while attached to an instance`)
      }
      removeWhere(table(), (r) => r.id === row.id)
      return NoContent
    },
    /** `instanceOf` finds the instance, in the resource's project. */
    attach(name: string, query: ProjectQuery, instanceOf: (projectId: string) => { id: string }) {
      const row = writable(name, query)
      if (row.instance_id) throw badRequest(`${noun} "${row.name}" ${alreadyAttached}`)
      row.instance_id = instanceOf(row.project_id).id
      row.time_modified = now()
      return row
    },
    detach(name: string, query: ProjectQuery) {
      const row = writable(name, query)
      if (!row.instance_id) throw badRequest(`${noun} "${row.name}" is not attached`)
      row.instance_id = null
      row.time_modified = now()
      return row
    },
  }
}
