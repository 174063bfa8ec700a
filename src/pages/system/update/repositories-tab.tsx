import { Outlet } from 'react-router'
import type { TufRepo } from '~/api/__generated__/Api'
import type { RouteHandle } from '~/components/breadcrumbs'
import { monoLinkColumn, valueColumn } from '~/components/columns'
import { DateTime } from '~/components/date-time'
import { ListTab } from '~/components/list-page'
import { LinkButton } from '~/ui/link-button'
import { paths } from '~/util/paths'
import { useIsFleetAdmin } from '../use-fleet-role'
import { reposParams } from './loaders'

export const handle: RouteHandle = {
  crumbs: () => [{ label: 'Repositories', to: paths.systemUpdateRepos() }],
}

const columns = [
  monoLinkColumn<TufRepo>('version', 'System version', (r) => ({
    to: paths.systemUpdateRepo({ systemVersion: r.systemVersion }),
    text: r.systemVersion,
  })),
  valueColumn<TufRepo>('file', 'File name', (r) => r.fileName),
  valueColumn<TufRepo>('hash', 'SHA-256', (r) => (
    <span className="mono cell-truncate">{r.hash}</span>
  )),
  valueColumn<TufRepo>('created', 'Uploaded', (r) =>
    DateTime({ date: r.timeCreated, className: 'cell-secondary' }),
  ),
]

/** The uploaded update repositories, newest version first; fleet admins upload more. */
export function Component() {
  const isAdmin = useIsFleetAdmin()
  const upload = isAdmin ? (
    <LinkButton to={paths.systemUpdateReposUpload()}>Upload repository</LinkButton>
  ) : undefined
  return (
    <ListTab
      label="Repositories"
      actions={upload}
      operationId="systemUpdateRepositoryList"
      params={reposParams}
      columns={columns}
      rowId={(r) => r.systemVersion}
      filterText={(r) => r.systemVersion}
      filterBy="version"
      empty={{
        title: 'No repositories',
        body: 'An update repository is a release’s signed zip file, uploaded before the system can update to it.',
      }}
    >
      <Outlet />
    </ListTab>
  )
}
