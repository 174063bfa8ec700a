import { apiRequest } from '~/api/client'
import { usePrefetchedApiQuery } from '~/api/query'
import { itemCrumbs, type RouteHandle } from '~/components/breadcrumbs'
import { PageHeader } from '~/components/page-header'
import { IdProperty, Property, TimeProperty } from '~/components/property'
import { ViewRequestDisclosure } from '~/components/request-disclosure'
import { getBuiltinUserSelector, useBuiltinUserSelector } from '~/hooks/selectors'
import { paths } from '~/util/paths'

export const handle: RouteHandle = {
  crumbs: itemCrumbs(
    [{ label: 'Built-in Users', to: paths.systemBuiltinUsers() }],
    getBuiltinUserSelector,
    (selector) => ({ label: selector.user, to: paths.systemBuiltinUser(selector) }),
  ),
}

/** One built-in user: what it is for. */
export function Component() {
  const selector = useBuiltinUserSelector()
  const { data: user } = usePrefetchedApiQuery('userBuiltinView', { path: selector })
  return (
    <>
      <PageHeader title={user.name} />
      <dl className="properties" aria-label="Built-in user properties">
        <Property term="Description">{user.description || '—'}</Property>
        <IdProperty id={user.id} />
        <TimeProperty date={user.timeCreated} />
        <TimeProperty term="Modified" date={user.timeModified} />
      </dl>
      <ViewRequestDisclosure request={apiRequest('userBuiltinView', { path: selector })} />
    </>
  )
}
