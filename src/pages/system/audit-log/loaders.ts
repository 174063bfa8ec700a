import type { LoaderFunctionArgs } from 'react-router'
import { startFetch } from '~/api/query'
import { urlListQuery } from '~/api/url-list-query'
import { getTimeZone } from '~/util/time-zone'
import { auditLogParams, auditWindow, parseAuditRange } from './audit-range'
import { startUserNames } from './user-names'

/** The audit log page's loader, imported by the route table. */

export function auditLogLoader({ request }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams
  const window = auditWindow(parseAuditRange(search), new Date(), getTimeZone())
  // a custom range the page cannot read asks for nothing: the page says what is wrong
  if (!('error' in window))
    startFetch(urlListQuery(request, 'auditLogList', auditLogParams(window)))
  startUserNames()
  return null
}
