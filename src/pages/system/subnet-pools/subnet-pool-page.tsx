import { getSubnetPoolSelector, useSubnetPoolSelector } from '~/hooks/selectors'
import { PoolPage, poolPageHandle } from '../pools/pool-page'
import { subnetPoolKind } from './subnet-pool-kind'

export const handle = poolPageHandle(subnetPoolKind, getSubnetPoolSelector)

export function Component() {
  return <PoolPage kind={subnetPoolKind} pool={useSubnetPoolSelector().pool} />
}
