import type { LoaderFunctionArgs } from 'react-router'
import { ensure, prefetch } from '~/api/query'
import { getProjectSelector } from '~/hooks/selectors'
import { accessIdentityQueries, siloPolicyQuery } from '~/layouts/loaders'

/** A project's access page's loader, imported by the route table. */

export async function projectAccessPageLoader({ params }: LoaderFunctionArgs) {
  const path = getProjectSelector(params)
  await Promise.all([
    ensure('projectPolicyView', { path }),
    prefetch(siloPolicyQuery, ...accessIdentityQueries()),
  ])
  return null
}
