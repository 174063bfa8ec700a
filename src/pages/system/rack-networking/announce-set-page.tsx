import { useMemo } from 'react'
import { Link, useNavigate } from 'react-router'
import type { BgpAnnouncement } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'
import { apiQuery, usePrefetchedApiQuery, usePrefetchedQuery } from '~/api/query'
import { itemCrumbs, type RouteHandle } from '~/components/breadcrumbs'
import { valueColumn } from '~/components/columns'
import { DataTable } from '~/components/data-table'
import { IdProperty, Property, TimeProperty } from '~/components/property'
import { ViewRequestDisclosure } from '~/components/request-disclosure'
import { getAnnounceSetSelector, useAnnounceSetSelector } from '~/hooks/selectors'
import { Button } from '~/ui/button'
import { EmptyState } from '~/ui/empty-state'
import { paths } from '~/util/paths'
import { useIsFleetAdmin } from '../use-fleet-role'
import { confirmDeleteAnnounceSet } from './announce-sets-tab'
import { announceSetsQuery } from './loaders'
import { useLotBlocks } from './lot-blocks'
import { blockRange } from './rack-networking-values'

export const handle: RouteHandle = {
  crumbs: itemCrumbs(
    [{ label: 'Announce Sets', to: paths.systemBgpAnnounceSets() }],
    getAnnounceSetSelector,
    (selector) => ({ label: selector.announceSet, to: paths.systemBgpAnnounceSet(selector) }),
  ),
}

/** One announce set: the networks it announces and the address lot block each is drawn from. */
export function Component() {
  const navigate = useNavigate()
  const selector = useAnnounceSetSelector()
  const isAdmin = useIsFleetAdmin()
  const { data: announcements } = usePrefetchedApiQuery('networkingBgpAnnouncementList', {
    path: selector,
  })
  // the API has no view of one set: its description and times come from the list
  const { data: sets } = usePrefetchedQuery(announceSetsQuery())
  const set = sets.find((s) => s.name === selector.announceSet)
  const blocks = useLotBlocks()
  const columns = useMemo(() => {
    const blockOf = new Map(blocks.map((b) => [b.id, b]))
    return [
      valueColumn<BgpAnnouncement>('network', 'Network', (r) => (
        <span className="mono">{r.network}</span>
      )),
      valueColumn<BgpAnnouncement>('lot', 'Address lot', (r) => {
        const block = blockOf.get(r.addressLotBlockId)
        return block ? (
          <Link to={paths.systemAddressLot({ lot: block.lot })}>{block.lot}</Link>
        ) : (
          '—'
        )
      }),
      valueColumn<BgpAnnouncement>('block', 'Block', (r) => {
        const block = blockOf.get(r.addressLotBlockId)
        return <span className="mono">{block ? blockRange(block) : r.addressLotBlockId}</span>
      }),
    ]
  }, [blocks])
  return (
    <>
      <div className="section-header">
        <h2 className="section-title">Announce set {selector.announceSet}</h2>
        {isAdmin && set && (
          <Button
            variant="danger"
            onClick={() =>
              confirmDeleteAnnounceSet(set, () => navigate(paths.systemBgpAnnounceSets()))
            }
          >
            Delete
          </Button>
        )}
      </div>
      {set && (
        <dl className="properties">
          <Property term="Description">{set.description || '—'}</Property>
          <TimeProperty date={set.timeCreated} />
          <IdProperty id={set.id} />
        </dl>
      )}
      <ViewRequestDisclosure
        request={apiRequest('networkingBgpAnnouncementList', { path: selector })}
      />
      <h3 className="section-title">Announcements</h3>
      <DataTable
        rows={announcements}
        columns={columns}
        label="Announcements"
        reads={[apiQuery('networkingBgpAnnouncementList', { path: selector })]}
        rowId={(a) => `${a.addressLotBlockId}:${a.network}`}
        emptyState={<EmptyState title="No announcements" body="This set announces nothing." />}
      />
    </>
  )
}
