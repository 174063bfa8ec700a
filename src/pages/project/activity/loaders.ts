import type { LoaderFunctionArgs, Params } from 'react-router'
import { startAuditRead } from '~/api/audit-read'

/**
 * An Activity whose resource the layout or a parent route's loader already
 * has (the project, an instance, a VPC): the audit log's bounded read, for
 * fleet viewers.
 */
export async function projectActivityLoader({ request }: LoaderFunctionArgs) {
  await startAuditRead(request)
  return null
}

/**
 * The loader of a resource's own Activity page (a disk, a floating IP, an
 * image): the resource, by `ensure` (one that does not exist is the
 * not-found page), and the audit log's bounded read for fleet viewers.
 */
export const resourceActivityLoader =
  (ensureResource: (params: Params) => Promise<unknown>) =>
  async ({ params, request }: LoaderFunctionArgs) => {
    await Promise.all([ensureResource(params), startAuditRead(request)])
    return null
  }
