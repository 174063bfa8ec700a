import { PoolsList, poolsListHandle } from '../pools/pools-list'
import { ipPoolKind } from './ip-pool-kind'

export const handle = poolsListHandle(ipPoolKind)

export function Component() {
  return <PoolsList kind={ipPoolKind} />
}
