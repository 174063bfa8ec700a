import { type ReactNode, useCallback } from 'react'
import { Link, useNavigate } from 'react-router'
import { apiRequest } from '~/api/client'
import { usePrefetchedApiQuery, usePrefetchedQuery } from '~/api/query'
import { itemCrumbs, type RouteHandle } from '~/components/breadcrumbs'
import { DateTime } from '~/components/date-time'
import { PageHeader } from '~/components/page-header'
import { ViewRequestDisclosure } from '~/components/request-disclosure'
import { getPortSettingsSelector, usePortSettingsSelector } from '~/hooks/selectors'
import { Button } from '~/ui/button'
import { paths } from '~/util/paths'
import { useIsFleetAdmin } from '../use-fleet-role'
import { bgpConfigsQuery, switchPortsQuery } from './loaders'
import {
  AddressesTable,
  BgpPeersTable,
  InterfacesTable,
  LinksTable,
  RoutesTable,
} from './port-setting-tables'
import { confirmDeletePortSettings } from './port-settings-page'
import { portLabel } from './switch-port-values'

export const handle: RouteHandle = {
  crumbs: itemCrumbs(
    [{ label: 'Port Settings', to: paths.systemPortSettings() }],
    getPortSettingsSelector,
    (sel) => ({ label: sel.settings, to: paths.systemPortSetting(sel) }),
  ),
}

/** One port settings object: where it is applied, and each of its parts as a table. */
export function Component() {
  const navigate = useNavigate()
  const sel = usePortSettingsSelector()
  const isAdmin = useIsFleetAdmin()
  const path = { port: sel.settings }
  const { data: s } = usePrefetchedApiQuery('networkingSwitchPortSettingsView', { path })
  const configs = usePrefetchedQuery(bgpConfigsQuery).data.items
  // a peer's configuration comes back as an id: named from the list when it is there
  const configName = useCallback(
    (idOrName: string) => configs.find((c) => c.id === idOrName)?.name ?? idOrName,
    [configs],
  )
  const ports = usePrefetchedQuery(switchPortsQuery).data.items.filter(
    (p) => p.portSettingsId === s.id,
  )
  return (
    <>
      <PageHeader
        title={s.name}
        actions={
          isAdmin && (
            <Button
              variant="danger"
              onClick={() =>
                confirmDeletePortSettings(s.name, () => navigate(paths.systemPortSettings()))
              }
            >
              Delete
            </Button>
          )
        }
      />
      <dl className="properties" aria-label="Port settings properties">
        <dt>Description</dt>
        <dd>{s.description || '—'}</dd>
        <dt>Port geometry</dt>
        <dd>{s.port.geometry}</dd>
        <dt>Applied to</dt>
        <dd>
          {ports.length === 0
            ? 'No port'
            : ports.map((p, i) => (
                <span key={p.id}>
                  {i > 0 && ', '}
                  <Link
                    to={paths.systemSwitchPort({
                      rackId: p.rackId,
                      switchSlot: p.switchSlot,
                      port: p.portName,
                    })}
                  >
                    {portLabel({ switchSlot: p.switchSlot, port: p.portName })}
                  </Link>
                </span>
              ))}
        </dd>
        <dt>Created</dt>
        <dd>
          <DateTime date={s.timeCreated} />
        </dd>
      </dl>
      <Section title="Links">
        <LinksTable links={s.links} />
      </Section>
      <Section title="Interfaces">
        <InterfacesTable interfaces={s.interfaces} />
      </Section>
      <Section title="Addresses">
        <AddressesTable addresses={s.addresses} />
      </Section>
      <Section title="Routes">
        <RoutesTable routes={s.routes} />
      </Section>
      <Section title="BGP peers">
        <BgpPeersTable peers={s.bgpPeers} configName={configName} />
      </Section>
      <ViewRequestDisclosure request={apiRequest('networkingSwitchPortSettingsView', { path })} />
    </>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <h2 className="section-title">{title}</h2>
      {children}
    </section>
  )
}
