import { Outlet } from 'react-router'
import { apiRequest } from '~/api/client'
import { usePrefetchedApiQuery } from '~/api/query'
import { ActivityList } from '~/components/activity/activity-list'
import { itemCrumbs, type RouteHandle } from '~/components/breadcrumbs'
import { PageHeader } from '~/components/page-header'
import { Property } from '~/components/property'
import { type QueryTab, QueryTabs } from '~/components/query-tabs'
import { ViewRequestDisclosure } from '~/components/request-disclosure'
import { getSiloSelector, useSiloSelector } from '~/hooks/selectors'
import { paths } from '~/util/paths'
import { SiloFleetRolesTab } from './silo-fleet-roles-tab'
import { fleetRoleRows, identityModeLabel, roleLabel } from './silo-form-values'
import { SiloIdpsTab } from './silo-idps-tab'
import { SiloIpPoolsTab } from './silo-ip-pools-tab'
import { SiloLocalUsersTab } from './silo-local-users-tab'
import { SiloQuotasTab } from './silo-quotas-tab'
import { SiloRolesTab } from './silo-roles-tab'

export const handle: RouteHandle = {
  crumbs: itemCrumbs(
    [{ label: 'Silos', to: paths.systemSilos() }],
    getSiloSelector,
    (selector) => ({ label: selector.silo, to: paths.systemSilo(selector) }),
  ),
}

export function Component() {
  const selector = useSiloSelector()
  const { data: silo } = usePrefetchedApiQuery('siloView', { path: selector })
  const fleetRoles = fleetRoleRows(silo.mappedFleetRoles).map(
    (r) => `silo ${roleLabel(r.siloRole)} → fleet ${r.fleetRoles.join(', ')}`,
  )
  // the identity providers tab comes first: its forms (idps-new, idps/saml/…) open over it
  const tabs: QueryTab[] = [
    { id: 'idps', label: 'Identity providers', content: <SiloIdpsTab silo={silo.name} /> },
    { id: 'ip-pools', label: 'IP pools', content: <SiloIpPoolsTab silo={silo.name} /> },
    { id: 'quotas', label: 'Quotas', content: <SiloQuotasTab silo={silo.name} /> },
    { id: 'roles', label: 'Roles', content: <SiloRolesTab silo={silo.name} /> },
    {
      id: 'fleet-roles',
      label: 'Fleet roles',
      content: <SiloFleetRolesTab mapped={silo.mappedFleetRoles} />,
    },
  ]
  if (silo.identityMode === 'local_only') {
    tabs.push({
      id: 'local-users',
      label: 'Local users',
      content: <SiloLocalUsersTab silo={silo.name} />,
    })
  }
  // the system pages are for fleet viewers, who may read the audit log
  tabs.push({
    id: 'activity',
    label: 'Activity',
    content: <ActivityList about={{ kind: 'silo', names: [silo.name, silo.id] }} />,
  })
  return (
    <>
      <PageHeader title={silo.name} />
      <dl className="properties">
        <Property term="Description">{silo.description || '—'}</Property>
        <Property term="Identity mode">{identityModeLabel(silo.identityMode)}</Property>
        <Property term="Discoverable">{silo.discoverable ? 'Yes' : 'No'}</Property>
        <Property term="Admin group">{silo.adminGroupName || '—'}</Property>
        <Property term="Fleet roles">{fleetRoles.length ? fleetRoles.join('; ') : 'None'}</Property>
      </dl>
      <ViewRequestDisclosure request={apiRequest('siloView', { path: selector })} />
      <QueryTabs label="Silo tabs" tabs={tabs} />
      <Outlet />
    </>
  )
}
