import { useMemo } from 'react'
import { Outlet } from 'react-router'
import type { BgpAnnounceSet } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'
import { usePrefetchedQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { resourceColumns } from '~/components/columns'
import { confirmDelete } from '~/components/confirm-delete'
import { DataTable } from '~/components/data-table'
import { EmptyState } from '~/ui/empty-state'
import { LinkButton } from '~/ui/link-button'
import { paths } from '~/util/paths'
import { useIsFleetAdmin } from '../use-fleet-role'
import { announceSetsQuery } from './loaders'

export const handle: RouteHandle = {
  crumbs: () => [{ label: 'Announce Sets', to: paths.systemBgpAnnounceSets() }],
}

/** The API refuses while a BGP configuration announces the set: its message shows. */
export function confirmDeleteAnnounceSet(set: BgpAnnounceSet, onDeleted?: () => void) {
  confirmDelete({
    noun: 'announce set',
    name: set.name,
    consequence: ' and its announcements? This cannot be undone.',
    request: apiRequest('networkingBgpAnnounceSetDelete', { path: { announceSet: set.name } }),
    // only the list: the set's own page, if open, would ask again for what is gone
    invalidates: ['networkingBgpAnnounceSetList'],
    onDeleted,
  })
}

/** Announce sets: the prefixes a BGP configuration announces, each from an address lot block. */
export function Component() {
  const isAdmin = useIsFleetAdmin()
  // a plain array: the API gives no pages here, so the whole set is one table
  const { data: sets } = usePrefetchedQuery(announceSetsQuery())
  const columns = useMemo(
    () =>
      resourceColumns<BgpAnnounceSet>(
        (s) => paths.systemBgpAnnounceSet({ announceSet: s.name }),
        (s) => [
          { label: 'Delete', destructive: true, onSelect: () => confirmDeleteAnnounceSet(s) },
        ],
        [],
        { hasActions: () => isAdmin },
      ),
    [isAdmin],
  )
  const newLink = isAdmin ? (
    <LinkButton to={paths.systemBgpAnnounceSetsNew()}>New announce set</LinkButton>
  ) : undefined
  return (
    <>
      {newLink && <div className="tab-actions">{newLink}</div>}
      <DataTable
        rows={sets}
        columns={columns}
        label="Announce sets"
        reads={[announceSetsQuery()]}
        rowId={(s) => s.id}
        emptyState={
          <EmptyState
            title="No announce sets"
            body="An announce set lists the prefixes a BGP configuration announces to its peers."
            action={newLink}
          />
        }
      />
      <Outlet />
    </>
  )
}
