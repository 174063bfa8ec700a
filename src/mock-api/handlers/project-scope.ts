import { requireProjectRole } from '../authz'
import { lookup } from '../db'
import { childList } from './util'

/** The project the query names, once the caller may change what is in it (collaborator). */
export function writableProject(query: Parameters<typeof lookup.project>[0]) {
  const project = lookup.project(query)
  requireProjectRole(project.id, 'collaborator')
  return project
}

/** The VPC the query names, once the caller may change what is in it (collaborator on its project). */
export function writableVpc(query: Parameters<typeof lookup.vpc>[0]) {
  const vpc = lookup.vpc(query)
  requireProjectRole(vpc.project_id, 'collaborator')
  return vpc
}

/** A list handler: one page of a table's rows in the project the query names. */
export const projectList = <T extends { project_id: string }>(rows: () => readonly T[]) =>
  childList(lookup.project, (projectId) => rows().filter((r) => r.project_id === projectId))

/** The instance the path and query name, once the caller may change it (collaborator on its project). */
export function writableInstance(selector: Parameters<typeof lookup.instance>[0]) {
  const instance = lookup.instance(selector)
  requireProjectRole(instance.project_id, 'collaborator')
  return instance
}
