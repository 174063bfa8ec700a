import type { LoaderFunctionArgs } from 'react-router'
import { ensure, listQuery, prefetch } from '~/api/query'
import { getFloatingIpSelector, getProjectSelector } from '~/hooks/selectors'

/** The floating IP pages' loaders: in the route table, so their data loads with the page's code, not after it. */

export const poolsQuery = () => listQuery('ipPoolList', {})
export const instancesQuery = (project: string) => listQuery('instanceList', { query: { project } })

export async function floatingIpEditFormLoader({ params }: LoaderFunctionArgs) {
  const { project, floatingIp } = getFloatingIpSelector(params)
  await ensure('floatingIpView', { path: { floatingIp }, query: { project } })
  return null
}

export async function floatingIpsPageLoader({ params }: LoaderFunctionArgs) {
  const { project } = getProjectSelector(params)
  await prefetch(
    listQuery('floatingIpList', { query: { project } }),
    poolsQuery(),
    instancesQuery(project),
  )
  return null
}

export async function floatingIpCreateFormLoader(_: LoaderFunctionArgs) {
  await prefetch(poolsQuery())
  return null
}
