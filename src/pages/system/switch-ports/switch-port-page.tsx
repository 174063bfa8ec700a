import { useState } from 'react'
import { Link, Outlet } from 'react-router'
import type { SwitchPort } from '~/api/__generated__/Api'
import { usePrefetchedQuery } from '~/api/query'
import { LastChanged } from '~/components/activity/last-changed'
import { itemCrumbs, type RouteHandle } from '~/components/breadcrumbs'
import { PageHeader } from '~/components/page-header'
import { getSwitchPortSelector, useSwitchPortSelector } from '~/hooks/selectors'
import { Button } from '~/ui/button'
import { EmptyState } from '~/ui/empty-state'
import { paths } from '~/util/paths'
import { useIsFleetAdmin } from '../use-fleet-role'
import { LldpConfigSection, LldpNeighborsSection } from './lldp-sections'
import { portSettingsAllQuery, switchPortsQuery } from './loaders'
import { ApplySettingsModal, confirmClearSettings } from './port-settings-actions'
import { PortStatusSection } from './port-status-section'
import { portAuditResource, portLabel } from './switch-port-values'

export const handle: RouteHandle = {
  crumbs: itemCrumbs(
    [{ label: 'Switch Ports', to: paths.systemSwitchPorts() }],
    getSwitchPortSelector,
    (sel) => ({ label: portLabel(sel), to: paths.systemSwitchPort(sel) }),
  ),
}

/** One switch port: the settings applied to it, its link's status, and LLDP. */
export function Component() {
  const sel = useSwitchPortSelector()
  const isAdmin = useIsFleetAdmin()
  const [applying, setApplying] = useState(false)
  const ports = usePrefetchedQuery(switchPortsQuery).data.items
  const settings = usePrefetchedQuery(portSettingsAllQuery).data.items
  const port: SwitchPort | undefined = ports.find(
    (p) => p.rackId === sel.rackId && p.switchSlot === sel.switchSlot && p.portName === sel.port,
  )
  if (!port) {
    // the LLDP call found the port, the list (a moment older) does not have it yet
    return <EmptyState title="Port not found" body={`The rack has no port ${portLabel(sel)}.`} />
  }
  const applied = settings.find((s) => s.id === port.portSettingsId)
  const hasSettings = !!port.portSettingsId
  return (
    <>
      <PageHeader
        title={`Port ${portLabel(sel)}`}
        actions={
          isAdmin && (
            <>
              <Button variant="secondary" onClick={() => setApplying(true)}>
                Apply settings
              </Button>
              {hasSettings && (
                <Button variant="danger" onClick={() => confirmClearSettings(sel, applied?.name)}>
                  Clear settings
                </Button>
              )}
            </>
          )
        }
      />
      <LastChanged
        operation="networking_switch_port_apply_settings"
        also={['networking_switch_port_clear_settings']}
        about={portAuditResource(sel)}
      />
      <dl className="properties" aria-label="Port properties">
        <dt>Switch</dt>
        <dd>{port.switchSlot}</dd>
        <dt>Port</dt>
        <dd>{port.portName}</dd>
        <dt>Rack</dt>
        <dd className="mono">{port.rackId}</dd>
        <dt>Settings applied</dt>
        <dd>
          {applied ? (
            <Link to={paths.systemPortSetting({ settings: applied.name })}>{applied.name}</Link>
          ) : (
            (port.portSettingsId ?? 'None')
          )}
        </dd>
      </dl>
      <PortStatusSection sel={sel} hasSettings={hasSettings} />
      <LldpNeighborsSection sel={sel} />
      <LldpConfigSection sel={sel} hasSettings={hasSettings} isAdmin={isAdmin} />
      {applying && (
        <ApplySettingsModal
          port={sel}
          current={applied?.name}
          onDismiss={() => setApplying(false)}
        />
      )}
      <Outlet />
    </>
  )
}
