import type { RouteHandle } from '~/components/breadcrumbs'
import { affinityKind } from './group-kind'
import { GroupListTab } from './group-list-tab'

export const handle: RouteHandle = { title: affinityKind.plural }

export function Component() {
  return <GroupListTab kind={affinityKind} />
}
