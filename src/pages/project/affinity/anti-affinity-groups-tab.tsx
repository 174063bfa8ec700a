import type { RouteHandle } from '~/components/breadcrumbs'
import { antiAffinityKind } from './group-kind'
import { GroupListTab } from './group-list-tab'

export const handle: RouteHandle = { title: antiAffinityKind.plural }

export function Component() {
  return <GroupListTab kind={antiAffinityKind} />
}
