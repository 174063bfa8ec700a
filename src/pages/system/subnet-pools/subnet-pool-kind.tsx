import { useQuery } from '@tanstack/react-query'
import type { SubnetPoolMember } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'
import { allPagesQuery, apiQuery } from '~/api/query'
import { valueColumn } from '~/components/columns'
import { DateTime } from '~/components/date-time'
import { paths } from '~/util/paths'
import type { PoolKind } from '../pools/pool-kind'
import { PoolUsage } from '../pools/pool-usage'
import { valuesToPoolCreate, valuesToPoolUpdate } from '../pools/pool-values'
import { subnetPoolUsage } from './subnet-pool-values'

function SubnetPoolUtilization({ pool }: { pool: string }) {
  const members = useQuery(allPagesQuery('systemSubnetPoolMemberList', { path: { pool } }))
  const utilization = useQuery(apiQuery('systemSubnetPoolUtilizationView', { path: { pool } }))
  const usage =
    members.data &&
    utilization.data &&
    subnetPoolUsage(
      members.data.items.map((m) => m.subnet),
      utilization.data,
    )
  return <PoolUsage usage={usage} failed={members.isError || utilization.isError} />
}

/** Subnet pools: blocks of external addresses that projects take whole subnets from. */
export const subnetPoolKind: PoolKind<'systemSubnetPoolMemberList'> = {
  noun: 'subnet pool',
  title: 'Subnet Pools',
  holds: 'subnets',
  listEmptyBody: 'Subnet pools hold the external blocks projects take whole subnets from.',
  listOp: 'systemSubnetPoolList',
  viewOp: 'systemSubnetPoolView',
  siloListOp: 'systemSubnetPoolSiloList',
  paths: {
    list: paths.systemSubnetPools,
    create: paths.systemSubnetPoolsNew,
    pool: paths.systemSubnetPool,
    edit: paths.systemSubnetPoolEdit,
  },
  requests: {
    create: (v) => apiRequest('systemSubnetPoolCreate', { body: valuesToPoolCreate(v) }),
    update: (v, pool) =>
      apiRequest('systemSubnetPoolUpdate', { path: { pool }, body: valuesToPoolUpdate(v) }),
    delete: (pool) => apiRequest('systemSubnetPoolDelete', { path: { pool } }),
    siloLink: (pool, silo, isDefault) =>
      apiRequest('systemSubnetPoolSiloLink', { path: { pool }, body: { silo, isDefault } }),
    siloUpdate: (pool, silo, isDefault) =>
      apiRequest('systemSubnetPoolSiloUpdate', { path: { pool, silo }, body: { isDefault } }),
    siloUnlink: (pool, silo) => apiRequest('systemSubnetPoolSiloUnlink', { path: { pool, silo } }),
  },
  poolQueries: [
    'systemSubnetPoolList',
    'systemSubnetPoolView',
    'siloSubnetPoolList',
    'subnetPoolList',
  ],
  linkQueries: ['systemSubnetPoolSiloList', 'siloSubnetPoolList', 'subnetPoolList'],
  Utilization: SubnetPoolUtilization,
  silosEmptyBody: "No silo's projects can take subnets from this pool yet.",
  defaultHelp:
    "The silo's default subnet pool of this IP version; it replaces the current default.",
  members: {
    listOp: 'systemSubnetPoolMemberList',
    params: (pool) => ({ path: { pool } }),
    title: 'Subnets',
    addLabel: 'Add subnet',
    addPath: paths.systemSubnetPoolMembersAdd,
    emptyTitle: 'No subnets',
    emptyBody: 'Add a block this pool hands out to projects, a subnet at a time.',
    rowId: (m) => m.id,
    columns: [
      valueColumn<SubnetPoolMember>('subnet', 'Subnet', (r) => (
        <span className="mono">{r.subnet}</span>
      )),
      valueColumn<SubnetPoolMember>('prefixes', 'Prefix lengths', (r) => (
        <span className="mono">
          /{r.minPrefixLength} – /{r.maxPrefixLength}
        </span>
      )),
      valueColumn<SubnetPoolMember>('created', 'Added', (r) =>
        DateTime({ date: r.timeCreated, className: 'cell-secondary' }),
      ),
    ],
    noun: 'subnet',
    shortNoun: 'subnet',
    label: (m) => m.subnet,
    removeRequest: (pool, m) =>
      apiRequest('systemSubnetPoolMemberRemove', { path: { pool }, body: { subnet: m.subnet } }),
    queries: ['systemSubnetPoolMemberList', 'systemSubnetPoolUtilizationView'],
  },
}
