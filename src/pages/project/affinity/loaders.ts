import type { LoaderFunctionArgs } from 'react-router'
import { allPagesQuery, ensure, listQuery, prefetch, queryClient } from '~/api/query'
import { urlListQuery } from '~/api/url-list-query'
import { getAntiAffinityGroupSelector, getProjectSelector } from '~/hooks/selectors'

/** The anti-affinity group pages' loaders, which the route table names through `lazyLoaders`. */

type GroupSelector = { project: string; antiAffinityGroup: string }

export const groupParams = ({ project, antiAffinityGroup }: GroupSelector) => ({
  path: { antiAffinityGroup },
  query: { project },
})

export const membersQuery = (selector: GroupSelector) =>
  listQuery('antiAffinityGroupMemberList', groupParams(selector))

export async function antiAffinityGroupEditFormLoader({ params }: LoaderFunctionArgs) {
  const { project, antiAffinityGroup } = getAntiAffinityGroupSelector(params)
  await ensure('antiAffinityGroupView', { path: { antiAffinityGroup }, query: { project } })
  return null
}

export async function affinityPageLoader({ params, request }: LoaderFunctionArgs) {
  const { project } = getProjectSelector(params)
  const groups = await queryClient
    .fetchQuery(urlListQuery(request, 'antiAffinityGroupList', { query: { project } }))
    .catch(() => undefined)
  // the members column reads each group's first page of members
  await prefetch(
    ...(groups?.items ?? []).map((g) => membersQuery({ project, antiAffinityGroup: g.name })),
  )
  return null
}

export async function antiAffinityGroupPageLoader({ params }: LoaderFunctionArgs) {
  const selector = getAntiAffinityGroupSelector(params)
  await Promise.all([
    ensure('antiAffinityGroupView', groupParams(selector)),
    prefetch(
      membersQuery(selector),
      // every instance: the add form offers them and members are named from them
      allPagesQuery('instanceList', { query: { project: selector.project } }),
    ),
  ])
  return null
}
