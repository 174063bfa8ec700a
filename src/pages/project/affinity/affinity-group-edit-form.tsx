import type { RouteHandle } from '~/components/breadcrumbs'
import { GroupEditForm } from './group-forms'
import { affinityKind } from './group-kind'

export const handle: RouteHandle = { title: `Edit ${affinityKind.noun}` }

export function Component() {
  return <GroupEditForm kind={affinityKind} />
}
