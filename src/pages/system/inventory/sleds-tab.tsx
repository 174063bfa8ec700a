import type { Sled } from '~/api/__generated__/Api'
import type { RouteHandle } from '~/components/breadcrumbs'
import { actionsColumn, linkColumn, valueColumn } from '~/components/columns'
import { QueryTable } from '~/components/query-table'
import { EmptyState } from '~/ui/empty-state'
import { paths } from '~/util/paths'
import { formatBytes } from '~/util/units'
import { useIsFleetAdmin } from '../use-fleet-role'
import { provisionChange, provisionPolicyOf, sledLabel } from './hardware'
import { HardwareStateBadge, SledPolicyBadge } from './hardware-badges'
import { confirmSetProvisionPolicy } from './sled-provision'

export const handle: RouteHandle = { title: 'Sleds' }

// the API's SledState
const sledStates = ['active', 'decommissioned'] as const satisfies readonly Sled['state'][]

const columns = [
  linkColumn<Sled>('serial', 'Serial', (r) => ({
    to: paths.systemSled({ sledId: r.id }),
    text: sledLabel(r),
  })),
  valueColumn<Sled>('part', 'Part', (r) => r.baseboard.part),
  valueColumn<Sled>('slot', 'Slot', (r) => r.slot ?? '—'),
  valueColumn<Sled>('policy', 'Provision policy', (r) => <SledPolicyBadge sled={r} />),
  valueColumn<Sled>('state', 'State', (r) => <HardwareStateBadge state={r.state} />),
  valueColumn<Sled>('threads', 'Hardware threads', (r) => r.usableHardwareThreads),
  valueColumn<Sled>('ram', 'Physical RAM', (r) => formatBytes(r.usablePhysicalRam)),
]

// an expunged sled has no provision policy left to change, so no menu
const actions = actionsColumn<Sled>(
  (sled) => [
    { label: provisionChange(sled).label, onSelect: () => confirmSetProvisionPolicy(sled) },
  ],
  (sled) => !!provisionPolicyOf(sled),
)

export function Component() {
  // only fleet admins may set a provision policy: others get no action to fail with
  const isAdmin = useIsFleetAdmin()
  return (
    <QueryTable
      operationId="sledList"
      params={{}}
      columns={isAdmin ? [...columns, actions] : columns}
      label="Sleds"
      filterText={sledLabel}
      filterBy="serial"
      stateFilter={{ options: sledStates, of: (s) => s.state }}
      emptyState={<EmptyState title="No sleds" body="No sled has been added to the rack yet." />}
    />
  )
}
