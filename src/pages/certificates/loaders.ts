import type { LoaderFunctionArgs } from 'react-router'
import { ensure, listQuery, prefetch } from '~/api/query'
import { getCertificateSelector } from '~/hooks/selectors'

/** The certificate pages' loaders: in the route table, so their data loads with the page's code. */

export async function certificatesPageLoader() {
  await prefetch(listQuery('certificateList', {}))
  return null
}

export async function certificatePageLoader({ params }: LoaderFunctionArgs) {
  await ensure('certificateView', { path: getCertificateSelector(params) })
  return null
}
