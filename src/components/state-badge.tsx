import type { InstanceState, SnapshotState } from '~/api/__generated__/Api'
import type { DiskStateName } from '~/api/states'
import { Badge, type BadgeColor } from '~/ui/badge'

/** A badge colour for each instance state. */
export const instanceStateColor: Record<InstanceState, BadgeColor> = {
  creating: 'blue',
  starting: 'blue',
  running: 'green',
  rebooting: 'blue',
  stopping: 'yellow',
  stopped: 'gray',
  repairing: 'yellow',
  migrating: 'purple',
  failed: 'red',
  destroyed: 'gray',
}

export function InstanceStateBadge({ state }: { state: InstanceState }) {
  return <Badge color={instanceStateColor[state]}>{state}</Badge>
}

/** A badge colour for each disk state. */
export const diskStateColor: Record<DiskStateName, BadgeColor> = {
  attached: 'green',
  attaching: 'blue',
  creating: 'blue',
  detaching: 'blue',
  detached: 'gray',
  destroyed: 'gray',
  faulted: 'red',
  maintenance: 'yellow',
  import_ready: 'purple',
  importing_from_url: 'purple',
  importing_from_bulk_writes: 'purple',
  finalizing: 'purple',
}

export function DiskStateBadge({ state }: { state: DiskStateName }) {
  return <Badge color={diskStateColor[state]}>{state.replaceAll('_', ' ')}</Badge>
}

export const snapshotStateColor: Record<SnapshotState, BadgeColor> = {
  creating: 'blue',
  ready: 'green',
  faulted: 'red',
  destroyed: 'gray',
}

export function SnapshotStateBadge({ state }: { state: SnapshotState }) {
  return <Badge color={snapshotStateColor[state]}>{state}</Badge>
}
