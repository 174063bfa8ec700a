import { useIpPoolSelector } from '~/hooks/selectors'
import { PoolEditForm } from '../pools/pool-forms'
import { ipPoolKind } from './ip-pool-kind'

export function Component() {
  return <PoolEditForm kind={ipPoolKind} pool={useIpPoolSelector().pool} />
}
