import { usePrefetchedApiQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { PageHeader } from '~/components/page-header'
import { Property } from '~/components/property'
import { EmptyState } from '~/ui/empty-state'
import { paths } from '~/util/paths'

export const handle: RouteHandle = {
  crumbs: () => [{ label: 'Profile', to: paths.profile() }],
}

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
      {groups.items.length === 0 ? (
        <EmptyState title="No groups" body="You are not a member of any group in this silo." />
      ) : (
        <div className="table-wrap">
          <table className="table" aria-label="Groups">
            <thead>
              <tr>
                <th>Name</th>
                <th>ID</th>
              </tr>
            </thead>
            <tbody>
              {groups.items.map((g) => (
                <tr key={g.id}>
                  <td>{g.displayName}</td>
                  <td className="mono cell-secondary">{g.id}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  )
}
