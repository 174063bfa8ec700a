import { affinityKind } from './group-kind'
import { GroupPage, groupPageHandle } from './group-page'

export const handle = groupPageHandle(affinityKind)

export function Component() {
  return <GroupPage kind={affinityKind} />
}
