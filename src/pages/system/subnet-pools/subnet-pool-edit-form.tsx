import { useSubnetPoolSelector } from '~/hooks/selectors'
import { PoolEditForm } from '../pools/pool-forms'
import { subnetPoolKind } from './subnet-pool-kind'

export function Component() {
  return <PoolEditForm kind={subnetPoolKind} pool={useSubnetPoolSelector().pool} />
}
