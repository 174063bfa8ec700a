import { Link } from 'react-router'
import type { Silo } from '~/api/__generated__/Api'
import { mutate } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import {
  actionsColumn,
  createdColumn,
  descriptionColumn,
  nameLinkColumn,
} from '~/components/columns'
import { ListPage } from '~/components/list-page'
import { columnHelper } from '~/components/table-features'
import { Badge } from '~/ui/badge'
import { confirmAction } from '~/ui/confirm'
import { paths } from '~/util/paths'
import { identityModeLabel } from './silo-form-values'

export const handle: RouteHandle = {
  crumbs: () => [{ label: 'Silos', to: paths.systemSilos() }],
}

function confirmDeleteSilo(silo: Silo) {
  confirmAction({
    title: 'Delete silo',
    body: (
      <>
        Delete silo <strong>{silo.name}</strong>? Its users, groups, identity providers and IP pool
        links go with it. This cannot be undone.
      </>
    ),
    confirmLabel: 'Delete',
    errorTitle: 'Could not delete silo',
    action: () =>
      mutate(
        'siloDelete',
        { path: { silo: silo.name } },
        {
          invalidates: ['siloList', 'siloUtilizationList', 'systemIpPoolSiloList'],
          toast: { title: 'Silo deleted', content: silo.name },
        },
      ),
  })
}

const col = columnHelper<Silo>()
const columns = [
  nameLinkColumn<Silo>((s) => paths.systemSilo({ silo: s.name })),
  descriptionColumn<Silo>(),
  col.display({
    id: 'identityMode',
    header: 'Identity mode',
    cell: ({ row }) => <Badge>{identityModeLabel(row.original.identityMode)}</Badge>,
  }),
  col.display({
    id: 'discoverable',
    header: 'Discoverable',
    cell: ({ row }) => (row.original.discoverable ? 'Yes' : 'No'),
  }),
  createdColumn<Silo>(),
  actionsColumn<Silo>((s) => [
    { label: 'Delete', destructive: true, onSelect: () => confirmDeleteSilo(s) },
  ]),
]

const newSiloLink = (
  <Link className="btn btn-primary btn-md" to={paths.systemSilosNew()}>
    New silo
  </Link>
)

export function Component() {
  return (
    <ListPage
      title="Silos"
      actions={newSiloLink}
      operationId="siloList"
      params={{}}
      columns={columns}
      empty={{ title: 'No silos', body: 'This rack has no silos.' }}
    />
  )
}
