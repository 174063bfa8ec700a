import type { LoaderFunctionArgs } from 'react-router'
import { allPagesQuery, ensure, listQuery, prefetch } from '~/api/query'
import { getExternalSubnetSelector, getProjectSelector } from '~/hooks/selectors'

/** The external subnet pages' loaders, imported by the route table. */

/** The silo's subnet pools, to pick from and to name: every page. */
export const subnetPoolsQuery = () => allPagesQuery('subnetPoolList', {})
/** Instances to attach to and to name: every page. */
export const instancesQuery = (project: string) =>
  allPagesQuery('instanceList', { query: { project } })

export async function externalSubnetsPageLoader({ params }: LoaderFunctionArgs) {
  const { project } = getProjectSelector(params)
  await prefetch(
    listQuery('externalSubnetList', { query: { project } }),
    subnetPoolsQuery(),
    instancesQuery(project),
  )
  return null
}

export async function externalSubnetCreateFormLoader(_: LoaderFunctionArgs) {
  await prefetch(subnetPoolsQuery())
  return null
}

export async function externalSubnetEditFormLoader({ params }: LoaderFunctionArgs) {
  const { project, externalSubnet } = getExternalSubnetSelector(params)
  await ensure('externalSubnetView', { path: { externalSubnet }, query: { project } })
  return null
}
