import { antiAffinityKind } from './group-kind'
import { GroupPage, groupPageHandle } from './group-page'

export const handle = groupPageHandle(antiAffinityKind)

export function Component() {
  return <GroupPage kind={antiAffinityKind} />
}
