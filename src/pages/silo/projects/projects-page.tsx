import { useNavigate } from 'react-router'
import type { Project } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'
import type { RouteHandle } from '~/components/breadcrumbs'
import { resourceColumns } from '~/components/columns'
import { confirmDelete } from '~/components/confirm-delete'
import { projectDependents } from '~/components/delete-dependents'
import { ListPage } from '~/components/list-page'
import { LinkButton } from '~/ui/link-button'
import { paths } from '~/util/paths'

export const handle: RouteHandle = {
  crumbs: () => [{ label: 'Projects', to: paths.projects() }],
}

export function confirmDeleteProject(project: Project) {
  confirmDelete({
    noun: 'project',
    name: project.name,
    request: apiRequest('projectDelete', { path: { project: project.name } }),
    invalidates: ['projectList'],
    dependents: () => projectDependents(project.name),
  })
}

export function Component() {
  const navigate = useNavigate()
  const columns = resourceColumns<Project>(
    (p) => paths.project({ project: p.name }),
    (p) => [
      { label: 'Edit', onSelect: () => navigate(paths.projectEdit({ project: p.name })) },
      { label: 'Delete', destructive: true, onSelect: () => confirmDeleteProject(p) },
    ],
  )
  return (
    <ListPage
      title="Projects"
      actions={
        <>
          <LinkButton to={paths.applyBlueprint()} variant="secondary">
            Apply a blueprint
          </LinkButton>
          <LinkButton to={paths.projectsNew()}>New Project</LinkButton>
        </>
      }
      operationId="projectList"
      params={{}}
      columns={columns}
      rowId={(p) => p.id}
      empty={{
        title: 'No projects',
        body: 'Projects hold instances, disks and networks. Create one to get started.',
      }}
    />
  )
}
