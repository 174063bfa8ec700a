import type { LoaderFunctionArgs } from 'react-router'
import { ensure, listQuery, prefetch } from '~/api/query'
import { getSupportBundleSelector } from '~/hooks/selectors'
import { prefetchFleetRole } from '../use-fleet-role'
import { bundlesListParams } from './list-params'

/** The support bundle pages' loaders, imported by the route table. */

export async function supportBundlesPageLoader() {
  await Promise.all([
    prefetch(listQuery('supportBundleList', bundlesListParams)),
    prefetchFleetRole(),
  ])
  return null
}

export async function supportBundlePageLoader({ params }: LoaderFunctionArgs) {
  const path = getSupportBundleSelector(params)
  await Promise.all([ensure('supportBundleView', { path }), prefetchFleetRole()])
  return null
}
