import { useMemo } from 'react'
import { Link, Outlet } from 'react-router'
import type { LoopbackAddress } from '~/api/__generated__/Api'
import { mutate } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { actionsColumn, valueColumn } from '~/components/columns'
import { ListTab } from '~/components/list-page'
import { confirmAction } from '~/ui/confirm'
import { LinkButton } from '~/ui/link-button'
import { paths } from '~/util/paths'
import { useIsFleetAdmin } from '../use-fleet-role'
import { useLotBlocks } from './lot-blocks'
import { blockRange, loopbackAddressDeletePath } from './rack-networking-values'

export const handle: RouteHandle = {
  crumbs: () => [{ label: 'Loopback Addresses', to: paths.systemLoopbackAddresses() }],
}

function confirmDeleteLoopbackAddress(l: LoopbackAddress) {
  confirmAction({
    title: 'Delete loopback address',
    body: (
      <>
        Delete loopback address <strong>{l.address}</strong> of {l.switchSlot}? The switch stops
        answering on it.
      </>
    ),
    confirmLabel: 'Delete',
    errorTitle: 'Could not delete loopback address',
    action: () =>
      mutate(
        'networkingLoopbackAddressDelete',
        { path: loopbackAddressDeletePath(l) },
        {
          invalidates: ['networkingLoopbackAddressList'],
          toast: { title: 'Loopback address deleted', content: `${l.address} on ${l.switchSlot}` },
        },
      ),
  })
}

/**
 * The switches' loopback addresses. The API shows an address's block, not its
 * lot, nor whether it was made anycast: the lot is named from its blocks.
 */
export function Component() {
  const isAdmin = useIsFleetAdmin()
  const blocks = useLotBlocks()
  const columns = useMemo(() => {
    const blockOf = new Map(blocks.map((b) => [b.id, b]))
    return [
      valueColumn<LoopbackAddress>('address', 'Address', (r) => (
        <span className="mono">{r.address}</span>
      )),
      valueColumn<LoopbackAddress>('rack', 'Rack', (r) => (
        <span className="mono cell-secondary">{r.rackId}</span>
      )),
      valueColumn<LoopbackAddress>('switch', 'Switch', (r) => r.switchSlot),
      valueColumn<LoopbackAddress>('lot', 'Address lot', (r) => {
        const block = blockOf.get(r.addressLotBlockId)
        if (!block) return <span className="mono">{r.addressLotBlockId}</span>
        return (
          <>
            <Link to={paths.systemAddressLot({ lot: block.lot })}>{block.lot}</Link>{' '}
            <span className="cell-secondary mono">({blockRange(block)})</span>
          </>
        )
      }),
      actionsColumn<LoopbackAddress>(
        (l) => [
          { label: 'Delete', destructive: true, onSelect: () => confirmDeleteLoopbackAddress(l) },
        ],
        () => isAdmin,
      ),
    ]
  }, [blocks, isAdmin])
  const newLink = isAdmin ? (
    <LinkButton to={paths.systemLoopbackAddressesNew()}>New loopback address</LinkButton>
  ) : undefined
  return (
    <ListTab
      actions={newLink}
      operationId="networkingLoopbackAddressList"
      params={{}}
      columns={columns}
      label="Loopback addresses"
      filterText={(l) => `${l.address} ${l.switchSlot}`}
      filterBy="address"
      empty={{
        title: 'No loopback addresses',
        body: 'A loopback address is an address of a switch itself, taken from an address lot.',
      }}
    >
      <Outlet />
    </ListTab>
  )
}
