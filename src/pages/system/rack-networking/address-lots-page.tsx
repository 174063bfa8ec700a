import { useMemo } from 'react'
import { Outlet } from 'react-router'
import type { AddressLot } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'
import type { RouteHandle } from '~/components/breadcrumbs'
import { resourceColumns, valueColumn } from '~/components/columns'
import { confirmDelete } from '~/components/confirm-delete'
import { ListTab } from '~/components/list-page'
import { LinkButton } from '~/ui/link-button'
import { paths } from '~/util/paths'
import { useIsFleetAdmin } from '../use-fleet-role'

export const handle: RouteHandle = {
  crumbs: () => [{ label: 'Address Lots', to: paths.systemAddressLots() }],
}

/** Delete a lot after confirming; the API refuses while anything uses its addresses. */
export function confirmDeleteAddressLot(lot: AddressLot, onDeleted?: () => void) {
  confirmDelete({
    noun: 'address lot',
    name: lot.name,
    consequence: ' and its blocks? This cannot be undone.',
    request: apiRequest('networkingAddressLotDelete', { path: { addressLot: lot.name } }),
    // only the list: the lot's own page, if open, would ask again for what is gone
    invalidates: ['networkingAddressLotList'],
    onDeleted,
  })
}

/** Address lots: the ranges of addresses the rack's switches and BGP draw from. */
export function Component() {
  const isAdmin = useIsFleetAdmin()
  const columns = useMemo(
    () =>
      resourceColumns<AddressLot>(
        (l) => paths.systemAddressLot({ lot: l.name }),
        (l) => [{ label: 'Delete', destructive: true, onSelect: () => confirmDeleteAddressLot(l) }],
        [],
        {
          after: [valueColumn<AddressLot>('kind', 'Kind', (r) => r.kind)],
          hasActions: () => isAdmin,
        },
      ),
    [isAdmin],
  )
  const newLink = isAdmin ? (
    <LinkButton to={paths.systemAddressLotsNew()}>New address lot</LinkButton>
  ) : undefined
  return (
    <ListTab
      actions={newLink}
      operationId="networkingAddressLotList"
      params={{}}
      columns={columns}
      label="Address lots"
      empty={{
        title: 'No address lots',
        body: 'An address lot holds the blocks of addresses that switch ports, loopback addresses and BGP announcements draw from.',
      }}
    >
      <Outlet />
    </ListTab>
  )
}
