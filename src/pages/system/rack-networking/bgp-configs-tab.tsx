import { useMemo } from 'react'
import { Outlet, useNavigate } from 'react-router'
import type { BgpConfig } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'
import type { RouteHandle } from '~/components/breadcrumbs'
import {
  actionsColumn,
  createdColumn,
  descriptionColumn,
  nameColumn,
  valueColumn,
} from '~/components/columns'
import { confirmDelete } from '~/components/confirm-delete'
import { ListTab } from '~/components/list-page'
import { LinkButton } from '~/ui/link-button'
import { paths } from '~/util/paths'
import { useIsFleetAdmin } from '../use-fleet-role'

export const handle: RouteHandle = {
  crumbs: () => [{ label: 'Configurations', to: paths.systemBgpConfigs() }],
}

/** The API refuses while port settings' BGP peers use the config: its message shows. */
function confirmDeleteBgpConfig(config: BgpConfig) {
  confirmDelete({
    noun: 'BGP configuration',
    name: config.name,
    consequence: ` (ASN ${config.asn})? This cannot be undone.`,
    request: apiRequest('networkingBgpConfigDelete', { query: { nameOrId: config.name } }),
    invalidates: ['networkingBgpConfigList'],
  })
}

/** BGP configurations: a router per ASN (and VRF) on the switches, announcing a set. */
export function Component() {
  const isAdmin = useIsFleetAdmin()
  const navigate = useNavigate()
  const columns = useMemo(
    () => [
      nameColumn<BgpConfig>(),
      valueColumn<BgpConfig>('asn', 'ASN', (r) => r.asn),
      valueColumn<BgpConfig>('vrf', 'VRF', (r) => r.vrf || '—'),
      valueColumn<BgpConfig>('maxPaths', 'Max paths', (r) => r.maxPaths),
      descriptionColumn<BgpConfig>(),
      createdColumn<BgpConfig>(),
      actionsColumn<BgpConfig>(
        (c) => [
          {
            label: 'Edit',
            onSelect: () => navigate(paths.systemBgpConfigEdit({ bgpConfig: c.name })),
          },
          { label: 'Delete', destructive: true, onSelect: () => confirmDeleteBgpConfig(c) },
        ],
        () => isAdmin,
      ),
    ],
    [isAdmin, navigate],
  )
  const newLink = isAdmin ? (
    <LinkButton to={paths.systemBgpConfigsNew()}>New BGP configuration</LinkButton>
  ) : undefined
  return (
    <ListTab
      actions={newLink}
      operationId="networkingBgpConfigList"
      params={{}}
      columns={columns}
      label="BGP configurations"
      empty={{
        title: 'No BGP configurations',
        body: 'A BGP configuration runs a router for one ASN on the switches, announcing an announce set.',
      }}
    >
      <Outlet />
    </ListTab>
  )
}
