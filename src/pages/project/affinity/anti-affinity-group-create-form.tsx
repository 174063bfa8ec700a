import type { RouteHandle } from '~/components/breadcrumbs'
import { GroupCreateForm } from './group-forms'
import { antiAffinityKind } from './group-kind'

export const handle: RouteHandle = { title: `Create ${antiAffinityKind.noun}` }

export function Component() {
  return <GroupCreateForm kind={antiAffinityKind} />
}
