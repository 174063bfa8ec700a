import type { User } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'
import { cachedApiData, usePrefetchedApiQuery } from '~/api/query'
import { itemCrumbs, type RouteHandle } from '~/components/breadcrumbs'
import { linkColumn, valueColumn } from '~/components/columns'
import { PageHeader } from '~/components/page-header'
import { IdProperty } from '~/components/property'
import { QueryTable } from '~/components/query-table'
import { ViewRequestDisclosure } from '~/components/request-disclosure'
import { TitledSection } from '~/components/titled-section'
import { getSiloGroupSelector, useSiloGroupSelector } from '~/hooks/selectors'
import { EmptyState } from '~/ui/empty-state'
import { paths } from '~/util/paths'

export const handle: RouteHandle = {
  crumbs: itemCrumbs(
    [{ label: 'Access', to: paths.siloAccess() }],
    getSiloGroupSelector,
    // the name once the group is loaded (the loader made sure it is)
    (path) => ({
      label: cachedApiData('groupView', { path })?.displayName ?? path.groupId,
      to: paths.siloGroup(path),
    }),
  ),
}

const memberColumns = [
  linkColumn<User>('name', 'Name', (r) => ({
    to: paths.siloUser({ userId: r.id }),
    text: r.displayName,
  })),
  valueColumn<User>('id', 'ID', (r) => <span className="mono cell-secondary">{r.id}</span>),
]

/** One group of the silo: who is in it (its identity provider decides that). */
export function Component() {
  const path = useSiloGroupSelector()
  const { data: group } = usePrefetchedApiQuery('groupView', { path })
  return (
    <>
      <PageHeader title={group.displayName} />
      <dl className="properties" aria-label="Group properties">
        <IdProperty id={group.id} />
      </dl>
      <ViewRequestDisclosure request={apiRequest('groupView', { path })} />
      <TitledSection title="Members">
        <QueryTable
          operationId="userList"
          params={{ query: { group: group.id } }}
          columns={memberColumns}
          label="Members"
          filterText={(user) => user.displayName}
          emptyState={
            <EmptyState
              title="No members"
              body="The silo's identity provider adds users to this group."
            />
          }
        />
      </TitledSection>
    </>
  )
}
