import type { RouteHandle } from '~/components/breadcrumbs'
import { PoolCreateForm } from '../pools/pool-forms'
import { ipPoolKind } from './ip-pool-kind'

export const handle: RouteHandle = { title: 'Create IP pool' }

export function Component() {
  return <PoolCreateForm kind={ipPoolKind} />
}
