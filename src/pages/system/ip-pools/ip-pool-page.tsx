import { getIpPoolSelector, useIpPoolSelector } from '~/hooks/selectors'
import { PoolPage, poolPageHandle } from '../pools/pool-page'
import { ipPoolKind } from './ip-pool-kind'

export const handle = poolPageHandle(ipPoolKind, getIpPoolSelector)

export function Component() {
  return <PoolPage kind={ipPoolKind} pool={useIpPoolSelector().pool} />
}
