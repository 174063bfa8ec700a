import { useQuery } from '@tanstack/react-query'
import type { IpPoolRange } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'
import { apiQuery, listQuery } from '~/api/query'
import { valueColumn } from '~/components/columns'
import { DateTime } from '~/components/date-time'
import { paths } from '~/util/paths'
import type { PoolKind } from '../pools/pool-kind'
import { PoolUsage } from '../pools/pool-usage'
import { valuesToPoolCreate, valuesToPoolUpdate } from '../pools/pool-values'
import { IpPoolAssignment } from './ip-pool-assignment'
import { ipPoolSiloLinkRequest, poolUsage } from './ip-pool-values'

function IpPoolUtilization({ pool }: { pool: string }) {
  const ranges = useQuery(listQuery('systemIpPoolRangeList', { path: { pool } }))
  const utilization = useQuery(apiQuery('systemIpPoolUtilizationView', { path: { pool } }))
  const usage =
    ranges.data &&
    utilization.data &&
    poolUsage(
      ranges.data.items.map((r) => r.range),
      utilization.data,
    )
  return <PoolUsage usage={usage} failed={ranges.isError || utilization.isError} />
}

/** IP pools: ranges of external addresses that instances and floating IPs get. */
export const ipPoolKind: PoolKind<'systemIpPoolRangeList'> = {
  noun: 'IP pool',
  title: 'IP Pools',
  holds: 'ranges',
  listEmptyBody: 'IP pools hold the external addresses instances and floating IPs get.',
  listOp: 'systemIpPoolList',
  viewOp: 'systemIpPoolView',
  siloListOp: 'systemIpPoolSiloList',
  paths: {
    list: paths.systemIpPools,
    create: paths.systemIpPoolsNew,
    pool: paths.systemIpPool,
    edit: paths.systemIpPoolEdit,
  },
  requests: {
    create: (v) => apiRequest('systemIpPoolCreate', { body: valuesToPoolCreate(v) }),
    update: (v, pool) =>
      apiRequest('systemIpPoolUpdate', { path: { pool }, body: valuesToPoolUpdate(v) }),
    delete: (pool) => apiRequest('systemIpPoolDelete', { path: { pool } }),
    siloLink: ipPoolSiloLinkRequest,
    siloUpdate: (pool, silo, isDefault) =>
      apiRequest('systemIpPoolSiloUpdate', { path: { pool, silo }, body: { isDefault } }),
    siloUnlink: (pool, silo) => apiRequest('systemIpPoolSiloUnlink', { path: { pool, silo } }),
  },
  poolQueries: ['systemIpPoolList', 'systemIpPoolView', 'siloIpPoolList'],
  linkQueries: ['systemIpPoolSiloList', 'siloIpPoolList'],
  Utilization: IpPoolUtilization,
  ExtraProperties: IpPoolAssignment,
  silosEmptyBody: 'No silo can take addresses from this pool yet.',
  defaultHelp: "The silo's default pool of this IP version; it replaces the current default.",
  members: {
    listOp: 'systemIpPoolRangeList',
    params: (pool) => ({ path: { pool } }),
    title: 'IP ranges',
    addLabel: 'Add range',
    addPath: paths.systemIpPoolRangesAdd,
    emptyTitle: 'No IP ranges',
    emptyBody: 'Add a range of addresses this pool hands out.',
    rowId: (r) => r.id,
    columns: [
      valueColumn<IpPoolRange>('first', 'First', (r) => r.range.first),
      valueColumn<IpPoolRange>('last', 'Last', (r) => r.range.last),
      valueColumn<IpPoolRange>('created', 'Added', (r) =>
        DateTime({ date: r.timeCreated, className: 'cell-secondary' }),
      ),
    ],
    noun: 'IP range',
    shortNoun: 'range',
    label: (r) => `${r.range.first}–${r.range.last}`,
    removeRequest: (pool, r) =>
      apiRequest('systemIpPoolRangeRemove', { path: { pool }, body: r.range }),
    queries: ['systemIpPoolRangeList', 'systemIpPoolUtilizationView'],
  },
}
