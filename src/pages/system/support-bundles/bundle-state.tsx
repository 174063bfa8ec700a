import type { SupportBundleInfo, SupportBundleState } from '~/api/__generated__/Api'
import { Badge, type BadgeColor } from '~/ui/badge'

const stateColor: Record<SupportBundleState, BadgeColor> = {
  collecting: 'blue',
  active: 'green',
  destroying: 'yellow',
  failed: 'red',
}

export function BundleStateBadge({ state }: { state: SupportBundleState }) {
  return <Badge color={stateColor[state]}>{state}</Badge>
}

/** Collecting and destroying end by themselves: pages poll while a bundle is in either. */
export const isBundleChanging = (b: Pick<SupportBundleInfo, 'state'>) =>
  b.state === 'collecting' || b.state === 'destroying'
