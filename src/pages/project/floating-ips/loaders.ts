import type { LoaderFunctionArgs } from 'react-router'
import { allPagesQuery, ensure, prefetch, startFetch } from '~/api/query'
import { urlListQuery } from '~/api/url-list-query'
import { getFloatingIpSelector, getProjectSelector } from '~/hooks/selectors'
import { resourceActivityLoader } from '../activity/loaders'

/** The floating IP pages' loaders, imported by the route table. */

/** Pools to pick from and to name: every page. */
export const poolsQuery = () => allPagesQuery('ipPoolList', {})
/** Instances to attach to and to name: every page. */
export const instancesQuery = (project: string) =>
  allPagesQuery('instanceList', { query: { project } })

export const floatingIpParams = ({
  project,
  floatingIp,
}: {
  project: string
  floatingIp: string
}) => ({
  path: { floatingIp },
  query: { project },
})

export async function floatingIpEditFormLoader({ params }: LoaderFunctionArgs) {
  await ensure('floatingIpView', floatingIpParams(getFloatingIpSelector(params)))
  return null
}

export const floatingIpActivityLoader = resourceActivityLoader((params) =>
  ensure('floatingIpView', floatingIpParams(getFloatingIpSelector(params))),
)

export async function floatingIpsPageLoader({ params, request }: LoaderFunctionArgs) {
  const { project } = getProjectSelector(params)
  startFetch(urlListQuery(request, 'floatingIpList', { query: { project } }))
  await prefetch(poolsQuery(), instancesQuery(project))
  return null
}

export async function floatingIpCreateFormLoader(_: LoaderFunctionArgs) {
  await prefetch(poolsQuery())
  return null
}
