import type { Group } from '~/api/__generated__/Api'
import { usePrefetchedApiQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { valueColumn } from '~/components/columns'
import { DataTable } from '~/components/data-table'
import { PageHeader } from '~/components/page-header'
import { Property } from '~/components/property'
import { EmptyState } from '~/ui/empty-state'
import { paths } from '~/util/paths'

export const handle: RouteHandle = {
  crumbs: () => [{ label: 'Profile', to: paths.profile() }],
}

const groupColumns = [
  valueColumn<Group>('displayName', 'Name', (g) => g.displayName),
  valueColumn<Group>('id', 'ID', (g) => <span className="mono cell-secondary">{g.id}</span>),
]

export function Component() {
  const { data: me } = usePrefetchedApiQuery('currentUserView', {})
  const { data: groups } = usePrefetchedApiQuery('currentUserGroups', {})
  return (
    <>
      <PageHeader title="Profile" />
      <dl className="properties" aria-label="Profile">
        <Property term="Display name">{me.displayName}</Property>
        <Property term="User ID" mono>
          {me.id}
        </Property>
        <Property term="Silo" mono>
          {me.siloName}
        </Property>
      </dl>
      <h2 className="section-title">Groups</h2>
      <DataTable
        label="Groups"
        rows={groups.items}
        columns={groupColumns}
        rowId={(g) => g.id}
        emptyState={
          <EmptyState title="No groups" body="You are not a member of any group in this silo." />
        }
      />
    </>
  )
}
