import { useNavigate } from 'react-router'
import type { AddressLotBlock } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'
import { usePrefetchedApiQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { DateTime } from '~/components/date-time'
import { Property } from '~/components/property'
import { QueryTable } from '~/components/query-table'
import { ViewRequestDisclosure } from '~/components/request-disclosure'
import { columnHelper } from '~/components/table-features'
import { getAddressLotSelector, useAddressLotSelector } from '~/hooks/selectors'
import { Button } from '~/ui/button'
import { EmptyState } from '~/ui/empty-state'
import { paths } from '~/util/paths'
import { useIsFleetAdmin } from '../use-fleet-role'
import { confirmDeleteAddressLot } from './address-lots-page'

export const handle: RouteHandle = {
  crumbs: (params) => {
    const selector = getAddressLotSelector(params)
    return [
      { label: 'Address Lots', to: paths.systemAddressLots() },
      { label: selector.lot, to: paths.systemAddressLot(selector) },
    ]
  },
}

const col = columnHelper<AddressLotBlock>()
const blockColumns = [
  col.display({
    id: 'first',
    header: 'First address',
    cell: ({ row }) => <span className="mono">{row.original.firstAddress}</span>,
  }),
  col.display({
    id: 'last',
    header: 'Last address',
    cell: ({ row }) => <span className="mono">{row.original.lastAddress}</span>,
  }),
  col.display({
    id: 'id',
    header: 'ID',
    cell: ({ row }) => <span className="mono cell-secondary">{row.original.id}</span>,
  }),
]

/** One address lot: what it is for and its blocks of addresses. */
export function Component() {
  const navigate = useNavigate()
  const selector = useAddressLotSelector()
  const isAdmin = useIsFleetAdmin()
  const path = { addressLot: selector.lot }
  const { data } = usePrefetchedApiQuery('networkingAddressLotView', { path })
  const { lot } = data
  return (
    <>
      <div className="section-header">
        <h2 className="section-title">Address lot {lot.name}</h2>
        {isAdmin && (
          <Button
            variant="danger"
            onClick={() => confirmDeleteAddressLot(lot, () => navigate(paths.systemAddressLots()))}
          >
            Delete
          </Button>
        )}
      </div>
      <dl className="properties">
        <Property term="Description">{lot.description || '—'}</Property>
        <Property term="Kind">{lot.kind}</Property>
        <Property term="Created">
          <DateTime date={lot.timeCreated} />
        </Property>
        <Property term="ID" mono>
          {lot.id}
        </Property>
      </dl>
      <ViewRequestDisclosure request={apiRequest('networkingAddressLotView', { path })} />
      <section aria-labelledby="address-lot-blocks-title">
        <h3 className="section-title" id="address-lot-blocks-title">
          Blocks
        </h3>
        <QueryTable
          operationId="networkingAddressLotBlockList"
          params={{ path }}
          columns={blockColumns}
          label="Blocks"
          filterText={(b) => `${b.firstAddress} ${b.lastAddress}`}
          filterBy="address"
          emptyState={<EmptyState title="No blocks" body="This lot holds no addresses." />}
        />
      </section>
    </>
  )
}
