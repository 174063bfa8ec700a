import type { RouteHandle } from '~/components/breadcrumbs'
import { useIpPoolSelector } from '~/hooks/selectors'
import { PoolEditForm } from '../pools/pool-forms'
import { ipPoolKind } from './ip-pool-kind'

export const handle: RouteHandle = { title: 'Edit IP pool' }

export function Component() {
  return <PoolEditForm kind={ipPoolKind} pool={useIpPoolSelector().pool} />
}
