import type { ReactNode } from 'react'
import type { ApiRequest, OperationId, OpParams } from '~/api/client'
import type { ListItem, ListOperationId } from '~/api/query'
import type { Column } from '~/components/table-features'
import type { PoolFormValues } from './pool-values'

type Selector = { pool: string }

/** The list of a pool's blocks (an IP pool's ranges, a subnet pool's subnets) on its page. */
export type PoolMembers<M extends ListOperationId> = {
  listOp: M
  params: (pool: string) => OpParams<M>
  /** the section's heading and the table's name: "IP ranges" */
  title: string
  /** the add link's label: "Add range" */
  addLabel: string
  addPath: (selector: Selector) => string
  emptyTitle: string
  emptyBody: string
  rowId: (member: ListItem<M>) => string
  /** the data columns (the row menu's Remove follows, for a fleet admin) */
  columns: Column<ListItem<M>>[]
  /** a block's word in "Remove IP range", "Remove range 10.0.0.1–10.0.0.9 from pool…" */
  noun: string
  shortNoun: string
  /** a block as the remove confirm and toast name it */
  label: (member: ListItem<M>) => string
  removeRequest: (pool: string, member: ListItem<M>) => ApiRequest
  /** what adding or removing a block makes stale */
  queries: OperationId[]
}

/**
 * What differs between IP pools and subnet pools: the operations, paths and
 * words. The list, the pool's page, its linked silos and its create and edit
 * forms are one set of components (this folder) that take a kind.
 */
export type PoolKindBase = {
  /** "IP pool" */
  noun: string
  /** the list page's heading and crumb: "IP Pools" */
  title: string
  /** what a pool holds, in "A pool holds ranges of one IP version only." */
  holds: string
  listEmptyBody: string
  listOp: 'systemIpPoolList' | 'systemSubnetPoolList'
  viewOp: 'systemIpPoolView' | 'systemSubnetPoolView'
  siloListOp: 'systemIpPoolSiloList' | 'systemSubnetPoolSiloList'
  paths: {
    list: () => string
    create: () => string
    pool: (selector: Selector) => string
    edit: (selector: Selector) => string
  }
  requests: {
    create: (values: PoolFormValues) => ApiRequest
    update: (values: PoolFormValues, pool: string) => ApiRequest
    delete: (pool: string) => ApiRequest
    siloLink: (pool: string, silo: string, isDefault: boolean) => ApiRequest
    siloUpdate: (pool: string, silo: string, isDefault: boolean) => ApiRequest
    siloUnlink: (pool: string, silo: string) => ApiRequest
  }
  /** what a pool's create, edit or delete makes stale */
  poolQueries: OperationId[]
  /** what a silo link's change makes stale */
  linkQueries: OperationId[]
  /** "allocated / capacity" of a pool */
  Utilization: (props: Selector) => ReactNode
  /** more properties (a `dt`/`dd` pair) and their admin actions, for kinds that have them */
  ExtraProperties?: (props: Selector & { isAdmin: boolean }) => ReactNode
  /** the linked silos' empty state */
  silosEmptyBody: string
  /** the link form's "Make default" help */
  defaultHelp: string
}

export type PoolKind<M extends ListOperationId> = PoolKindBase & { members: PoolMembers<M> }
