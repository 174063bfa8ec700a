import type { LoaderFunctionArgs } from 'react-router'
import { ensure, listQuery, prefetch } from '~/api/query'
import { getCertificateSelector } from '~/hooks/selectors'

/** The certificate pages' loaders, imported by the route table. */

export async function certificatesPageLoader() {
  await prefetch(listQuery('certificateList', {}))
  return null
}

export async function certificatePageLoader({ params }: LoaderFunctionArgs) {
  await ensure('certificateView', { path: getCertificateSelector(params) })
  return null
}
