import { useNavigate } from 'react-router'
import type { AddressLotBlock } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'
import { usePrefetchedApiQuery } from '~/api/query'
import { itemCrumbs, type RouteHandle } from '~/components/breadcrumbs'
import { valueColumn } from '~/components/columns'
import { IdProperty, Property, TimeProperty } from '~/components/property'
import { QueryTable } from '~/components/query-table'
import { ViewRequestDisclosure } from '~/components/request-disclosure'
import { getAddressLotSelector, useAddressLotSelector } from '~/hooks/selectors'
import { Button } from '~/ui/button'
import { EmptyState } from '~/ui/empty-state'
import { paths } from '~/util/paths'
import { useIsFleetAdmin } from '../use-fleet-role'
import { confirmDeleteAddressLot } from './address-lots-page'

export const handle: RouteHandle = {
  crumbs: itemCrumbs(
    [{ label: 'Address Lots', to: paths.systemAddressLots() }],
    getAddressLotSelector,
    (selector) => ({ label: selector.lot, to: paths.systemAddressLot(selector) }),
  ),
}

const blockColumns = [
  valueColumn<AddressLotBlock>('first', 'First address', (r) => (
    <span className="mono">{r.firstAddress}</span>
  )),
  valueColumn<AddressLotBlock>('last', 'Last address', (r) => (
    <span className="mono">{r.lastAddress}</span>
  )),
  valueColumn<AddressLotBlock>('id', 'ID', (r) => (
    <span className="mono cell-secondary">{r.id}</span>
  )),
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
        <TimeProperty date={lot.timeCreated} />
        <IdProperty id={lot.id} />
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
