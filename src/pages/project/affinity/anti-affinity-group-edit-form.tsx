import type { RouteHandle } from '~/components/breadcrumbs'
import { GroupEditForm } from './group-forms'
import { antiAffinityKind } from './group-kind'

export const handle: RouteHandle = { title: `Edit ${antiAffinityKind.noun}` }

export function Component() {
  return <GroupEditForm kind={antiAffinityKind} />
}
