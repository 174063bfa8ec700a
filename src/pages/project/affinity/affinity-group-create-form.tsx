import type { RouteHandle } from '~/components/breadcrumbs'
import { GroupCreateForm } from './group-forms'
import { affinityKind } from './group-kind'

export const handle: RouteHandle = { title: `Create ${affinityKind.noun}` }

export function Component() {
  return <GroupCreateForm kind={affinityKind} />
}
