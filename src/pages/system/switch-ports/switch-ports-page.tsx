import { useMemo, useState } from 'react'
import { Link } from 'react-router'
import type { SwitchPort } from '~/api/__generated__/Api'
import { usePrefetchedQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { actionsColumn, linkColumn, valueColumn } from '~/components/columns'
import { DataTable } from '~/components/data-table'
import { ReadStatus } from '~/components/list-status'
import { QueryTabs } from '~/components/query-tabs'
import { EmptyState } from '~/ui/empty-state'
import { paths } from '~/util/paths'
import { useIsFleetAdmin } from '../use-fleet-role'
import { portSettingsAllQuery, switchPortsQuery } from './loaders'
import { ApplySettingsModal, confirmClearSettings } from './port-settings-actions'
import { PortLinkCell } from './port-status-section'
import type { PortSel } from './switch-port-values'

export const handle: RouteHandle = {
  crumbs: () => [{ label: 'Switch Ports', to: paths.systemSwitchPorts() }],
}

const selOf = (p: SwitchPort): PortSel => ({
  rackId: p.rackId,
  switchSlot: p.switchSlot,
  port: p.portName,
})

/** qsfp2 before qsfp10: ports in the order they sit on the switch's front panel. */
const byPortName = (a: SwitchPort, b: SwitchPort) =>
  a.portName.localeCompare(b.portName, undefined, { numeric: true })

/** The ports of the rack's switches, one tab per switch, and the settings applied to each. */
export function Component() {
  const isAdmin = useIsFleetAdmin()
  const ports = usePrefetchedQuery(switchPortsQuery).data.items
  const settings = usePrefetchedQuery(portSettingsAllQuery).data.items
  const [applying, setApplying] = useState<SwitchPort | null>(null)
  const settingsName = useMemo(() => {
    const names = new Map(settings.map((s) => [s.id, s.name]))
    return (p: SwitchPort) => (p.portSettingsId ? names.get(p.portSettingsId) : undefined)
  }, [settings])

  const columns = useMemo(
    () => [
      linkColumn<SwitchPort>('port', 'Port', (r) => ({
        to: paths.systemSwitchPort(selOf(r)),
        text: r.portName,
      })),
      valueColumn<SwitchPort>('switch', 'Switch', (r) => r.switchSlot),
      valueColumn<SwitchPort>('settings', 'Settings applied', (r) => {
        const name = settingsName(r)
        if (name) return <Link to={paths.systemPortSetting({ settings: name })}>{name}</Link>
        // settings the list does not have yet (just created elsewhere): their id still says which
        if (r.portSettingsId) {
          return <span className="mono">{r.portSettingsId}</span>
        }
        return <span className="cell-secondary">None</span>
      }),
      valueColumn<SwitchPort>('link', 'Link', (r) => (
        <PortLinkCell sel={selOf(r)} hasSettings={!!r.portSettingsId} />
      )),
      actionsColumn<SwitchPort>(
        (p) => [
          { label: 'Apply settings', onSelect: () => setApplying(p) },
          {
            label: 'Clear settings',
            destructive: true,
            disabledReason: p.portSettingsId ? undefined : 'The port has no settings applied',
            onSelect: () => confirmClearSettings(selOf(p), settingsName(p)),
          },
        ],
        () => isAdmin,
      ),
    ],
    [isAdmin, settingsName],
  )

  const slots = [...new Set(ports.map((p) => p.switchSlot))].sort()
  const tabs = slots.map((slot) => ({
    id: slot,
    label: slot,
    content: (
      <DataTable
        rows={ports.filter((p) => p.switchSlot === slot).sort(byPortName)}
        columns={columns}
        label={`Ports of ${slot}`}
        rowId={(p) => p.id}
        pageKey={slot}
      />
    ),
  }))

  return (
    <>
      <ReadStatus reads={[switchPortsQuery, portSettingsAllQuery]} what="Switch ports" />
      {tabs.length > 0 ? (
        <QueryTabs label="Switches" param="switch" tabs={tabs} />
      ) : (
        <EmptyState
          title="No switch ports"
          body="Switch ports appear here once the rack's switches are up."
        />
      )}
      {applying && (
        <ApplySettingsModal
          port={selOf(applying)}
          current={settingsName(applying)}
          onDismiss={() => setApplying(null)}
        />
      )}
    </>
  )
}
