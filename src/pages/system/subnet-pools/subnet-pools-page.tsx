import { PoolsList, poolsListHandle } from '../pools/pools-list'
import { subnetPoolKind } from './subnet-pool-kind'

export const handle = poolsListHandle(subnetPoolKind)

/** Subnet pools: blocks of external addresses that projects take whole subnets from. */
export function Component() {
  return <PoolsList kind={subnetPoolKind} />
}
