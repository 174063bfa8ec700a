import { useMemo } from 'react'
import { Outlet } from 'react-router'
import type { SwitchPortSettingsIdentity } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'
import type { RouteHandle } from '~/components/breadcrumbs'
import { resourceColumns } from '~/components/columns'
import { confirmDelete } from '~/components/confirm-delete'
import { QueryTable } from '~/components/query-table'
import { EmptyState } from '~/ui/empty-state'
import { LinkButton } from '~/ui/link-button'
import { paths } from '~/util/paths'
import { useIsFleetAdmin } from '../use-fleet-role'

export const handle: RouteHandle = {
  crumbs: () => [{ label: 'Port Settings', to: paths.systemPortSettings() }],
}

/** Delete port settings after a confirm; the API refuses while a port has them applied. */
export function confirmDeletePortSettings(name: string, onDeleted?: () => void) {
  confirmDelete({
    noun: 'port settings',
    name,
    request: apiRequest('networkingSwitchPortSettingsDelete', { query: { portSettings: name } }),
    // the list only: the view of what is gone is not asked for again (it would 404)
    invalidates: ['networkingSwitchPortSettingsList'],
    onDeleted,
  })
}

/** Switch port settings: named sets of link, address, route and BGP settings for ports. */
export function Component() {
  const isAdmin = useIsFleetAdmin()
  const columns = useMemo(
    () =>
      resourceColumns<SwitchPortSettingsIdentity>(
        (s) => paths.systemPortSetting({ settings: s.name }),
        (s) => [
          { label: 'Delete', destructive: true, onSelect: () => confirmDeletePortSettings(s.name) },
        ],
        [],
        { hasActions: () => isAdmin },
      ),
    [isAdmin],
  )
  const newLink = isAdmin ? (
    <LinkButton to={paths.systemPortSettingsNew()}>New port settings</LinkButton>
  ) : undefined
  return (
    <>
      {newLink && <div className="tab-actions">{newLink}</div>}
      <QueryTable
        operationId="networkingSwitchPortSettingsList"
        params={{}}
        columns={columns}
        label="Port settings"
        emptyState={
          <EmptyState
            title="No port settings"
            body="Port settings say how a switch port's links, addresses and routes are set up."
            action={newLink}
          />
        }
      />
      <Outlet />
    </>
  )
}
