import { isUuid, lookupNotFound } from '../errors'

type Lookup<T> = (nameOrId: string, project?: string) => T

/**
 * A project's resource named beside a project it must belong to (an attach's
 * instance, a create's floating IP or group, a disk to attach): by name within
 * that project, or by id alone. A rack refuses an id with a project beside it
 * ("when providing instance as an ID project should not be specified"), so the
 * project is passed on only with a name; a resource found by id must then be
 * the project's, or the call fails with `elsewhere` (a 404 unless given).
 */
export function childOfProject<T extends { id: string; project_id: string }>(
  type: string,
  find: Lookup<T>,
  nameOrId: string,
  projectId: string,
  elsewhere: () => unknown = () => lookupNotFound(type, nameOrId),
): T {
  if (!isUuid(nameOrId)) return find(nameOrId, projectId)
  const found = find(nameOrId)
  if (found.project_id !== projectId) throw elsewhere()
  return found
}
