import type { LoaderFunctionArgs } from 'react-router'
import { allPagesQuery, ensure, prefetch, startFetch } from '~/api/query'
import { urlListQuery } from '~/api/url-list-query'
import { getProbeSelector, getProjectSelector } from '~/hooks/selectors'

/** The probe pages' loaders, imported by the route table. */

/** The silo's IP pools, to pick a probe's address pool from: every page. */
export const poolsQuery = () => allPagesQuery('ipPoolList', {})

export function probesPageLoader({ params, request }: LoaderFunctionArgs) {
  const { project } = getProjectSelector(params)
  startFetch(urlListQuery(request, 'probeList', { query: { project } }))
  return null
}

/** The rack's sleds to pick from, for fleet viewers (anyone else gets a 403 and types an ID). */
export const sledsQuery = () => allPagesQuery('sledList', {})

export async function probeCreateFormLoader(_: LoaderFunctionArgs) {
  await prefetch(poolsQuery(), sledsQuery())
  return null
}

export async function probePageLoader({ params }: LoaderFunctionArgs) {
  const { project, probe } = getProbeSelector(params)
  await ensure('probeView', { path: { probe }, query: { project } })
  return null
}
