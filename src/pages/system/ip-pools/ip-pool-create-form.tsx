import { PoolCreateForm } from '../pools/pool-forms'
import { ipPoolKind } from './ip-pool-kind'

export function Component() {
  return <PoolCreateForm kind={ipPoolKind} />
}
