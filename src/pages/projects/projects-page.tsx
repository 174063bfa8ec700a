import { Link, useNavigate } from 'react-router'
import type { Project } from '~/api/__generated__/Api'
import { mutate } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { resourceColumns } from '~/components/columns'
import { ListPage } from '~/components/list-page'
import { confirmAction } from '~/ui/confirm'
import { paths } from '~/util/paths'

export const handle: RouteHandle = {
  crumbs: () => [{ label: 'Projects', to: paths.projects() }],
}

export function confirmDeleteProject(project: Project) {
  confirmAction({
    title: 'Delete project',
    body: (
      <>
        Delete project <strong>{project.name}</strong>? This cannot be undone.
      </>
    ),
    confirmLabel: 'Delete',
    errorTitle: 'Could not delete project',
    action: () =>
      mutate(
        'projectDelete',
        { path: { project: project.name } },
        {
          invalidates: ['projectList'],
          toast: { title: 'Project deleted', content: project.name },
        },
      ),
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
        <Link className="btn btn-primary btn-md" to={paths.projectsNew()}>
          New Project
        </Link>
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
