import type { RouteHandle } from '~/components/breadcrumbs'
import { PoolCreateForm } from '../pools/pool-forms'
import { subnetPoolKind } from './subnet-pool-kind'

export const handle: RouteHandle = { title: 'Create subnet pool' }

export function Component() {
  return <PoolCreateForm kind={subnetPoolKind} />
}
