import type { RouteHandle } from '~/components/breadcrumbs'
import { useSubnetPoolSelector } from '~/hooks/selectors'
import { PoolEditForm } from '../pools/pool-forms'
import { subnetPoolKind } from './subnet-pool-kind'

export const handle: RouteHandle = { title: 'Edit subnet pool' }

export function Component() {
  return <PoolEditForm kind={subnetPoolKind} pool={useSubnetPoolSelector().pool} />
}
