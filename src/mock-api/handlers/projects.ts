import type { MSWHandlers } from '~/api/__generated__/msw-handlers'
import { canReadProject, requireProjectRole, requireSiloRole } from '../authz'
import { db, lookup } from '../db'
import { badRequest } from '../errors'
import { paginated } from '../paginate'
import { currentSilo, currentUser } from '../session'
import { applyUpdate, assertNameFree, NoContent, newResource, removeWhere } from './util'
import { insertVpc } from './vpc-store'

const siloProjects = () => {
  const siloId = currentSilo().id
  return db.projects.filter((p) => db.projectSilos[p.id] === siloId)
}

/** What blocks a project delete, in the order Nexus checks (first found wins). */
function projectChild(projectId: string): string | undefined {
  const checks: [string, { name: string; project_id?: string | null }[]][] = [
    ['instance', db.instances],
    ['disk', db.disks],
    ['snapshot', db.snapshots],
    ['image', db.images],
    ['floating-ip', db.floatingIps],
    ['external-subnet', db.externalSubnets],
    ['anti-affinity-group', db.antiAffinityGroups],
    ['affinity-group', db.affinityGroups],
    ['vpc', db.vpcs],
  ]
  for (const [type, items] of checks) {
    const child = items.find((i) => i.project_id === projectId)
    if (child) return `${type}: ${child.name}`
  }
}

export const projectHandlers = {
  projectList: ({ query }) =>
    paginated(
      query,
      siloProjects().filter((p) => canReadProject(p.id)),
    ),

  /** Silo collaborators and admins create projects and become the new project's admin. */
  projectCreate({ body }) {
    requireSiloRole('collaborator')
    assertNameFree('project', siloProjects(), body.name)
    const project = newResource(body)
    db.projects.push(project)
    db.projectSilos[project.id] = currentSilo().id
    db.roleAssignments.push({
      resource_type: 'project',
      resource_id: project.id,
      identity_id: currentUser().id,
      identity_type: 'silo_user',
      role_name: 'admin',
    })
    // a rack gives every new project its `default` VPC
    insertVpc(project.id, {
      name: 'default',
      description: `Default VPC for project "${project.name}"`,
      dns_name: 'default',
    })
    return project
  },

  projectView: ({ path }) => lookup.project(path),

  projectUpdate({ path, body }) {
    const project = lookup.project(path)
    requireProjectRole(project.id, 'collaborator')
    if (body.name && body.name !== project.name) {
      assertNameFree('project', siloProjects(), body.name)
    }
    return applyUpdate(project, body)
  },

  projectDelete({ path }) {
    const project = lookup.project(path)
    requireProjectRole(project.id, 'collaborator')
    const child = projectChild(project.id)
    if (child) throw badRequest(`project to be deleted contains a ${child}`)
    removeWhere(db.projects, (p) => p.id === project.id)
    removeWhere(db.roleAssignments, (r) => r.resource_id === project.id)
    delete db.projectSilos[project.id]
    return NoContent
  },
} satisfies Partial<MSWHandlers>
