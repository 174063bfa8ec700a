import type { LoaderFunctionArgs } from 'react-router'
import { startAuditRead } from '~/api/audit-read'
import { allPagesQuery, apiQuery, ensure, prefetch, startFetch } from '~/api/query'
import { urlListQuery } from '~/api/url-list-query'
import { getSiloIdpSelector, getSiloSelector } from '~/hooks/selectors'
import { accessIdentityQueries } from '~/layouts/loaders'
import { prefetchFleetRole } from '~/pages/system/use-fleet-role'

/** The silo pages' loaders, imported by the route table. */

export function silosPageLoader({ request }: LoaderFunctionArgs) {
  startFetch(urlListQuery(request, 'siloList', {}))
  return null
}

export async function siloPageLoader({ params, request }: LoaderFunctionArgs) {
  const { silo } = getSiloSelector(params)
  // the Activity tab reads the audit log's bounded read
  if (new URL(request.url).searchParams.get('tab') === 'activity') void startAuditRead(request)
  startFetch(
    urlListQuery(request, 'siloIdentityProviderList', { query: { silo } }),
    urlListQuery(request, 'siloIpPoolList', { path: { silo } }),
    // read by the local users tab (local-only silos); fetched alongside to avoid a waterfall
    urlListQuery(request, 'siloUserList', { query: { silo } }),
  )
  await Promise.all([
    ensure('siloView', { path: { silo } }),
    prefetch(
      // the link form offers every pool not linked yet
      allPagesQuery('systemIpPoolList', {}),
      allPagesQuery('siloIpPoolList', { path: { silo } }),
      apiQuery('siloQuotasView', { path: { silo } }),
      apiQuery('siloUtilizationView', { path: { silo } }),
      // the roles tab: the silo's policy and the users who may hold a role
      apiQuery('siloPolicyView', { path: { silo } }),
      allPagesQuery('siloUserList', { query: { silo } }),
      ...accessIdentityQueries(),
    ),
    prefetchFleetRole(),
  ])
  return null
}

export async function idpDetailLoader({ params }: LoaderFunctionArgs) {
  const { silo, provider } = getSiloIdpSelector(params)
  await ensure('samlIdentityProviderView', { path: { provider }, query: { silo } })
  return null
}
