import type { LoaderFunctionArgs } from 'react-router'
import { startAuditRead } from '~/api/audit-read'

/** The project's Activity: the audit log's bounded read, for fleet viewers (the layout has the project). */
export async function projectActivityLoader({ request }: LoaderFunctionArgs) {
  await startAuditRead(request)
  return null
}
