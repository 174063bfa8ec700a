import type { Silo } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'
import type { RouteHandle } from '~/components/breadcrumbs'
import { resourceColumns, valueColumn } from '~/components/columns'
import { confirmDelete } from '~/components/confirm-delete'
import { ListPage } from '~/components/list-page'
import { Badge } from '~/ui/badge'
import { LinkButton } from '~/ui/link-button'
import { paths } from '~/util/paths'
import { identityModeLabel } from './silo-form-values'

export const handle: RouteHandle = {
  crumbs: () => [{ label: 'Silos', to: paths.systemSilos() }],
}

function confirmDeleteSilo(silo: Silo) {
  confirmDelete({
    noun: 'silo',
    name: silo.name,
    consequence:
      '? Its users, groups, identity providers and IP pool links go with it. This cannot be undone.',
    request: apiRequest('siloDelete', { path: { silo: silo.name } }),
    invalidates: ['siloList', 'siloUtilizationList', 'systemIpPoolSiloList'],
  })
}

const columns = resourceColumns<Silo>(
  (s) => paths.systemSilo({ silo: s.name }),
  (s) => [{ label: 'Delete', destructive: true, onSelect: () => confirmDeleteSilo(s) }],
  [],
  {
    after: [
      valueColumn<Silo>('identityMode', 'Identity mode', (r) => (
        <Badge>{identityModeLabel(r.identityMode)}</Badge>
      )),
      valueColumn<Silo>('discoverable', 'Discoverable', (r) => (r.discoverable ? 'Yes' : 'No')),
    ],
  },
)

const newSiloLink = <LinkButton to={paths.systemSilosNew()}>New silo</LinkButton>

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
