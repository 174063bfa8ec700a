import type { InstanceState } from '~/api/__generated__/Api'
import { Badge, type BadgeColor } from '~/ui/badge'

/** Spec section 4: a badge colour for each instance state. */
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
