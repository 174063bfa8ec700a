import { PoolCreateForm } from '../pools/pool-forms'
import { subnetPoolKind } from './subnet-pool-kind'

export function Component() {
  return <PoolCreateForm kind={subnetPoolKind} />
}
