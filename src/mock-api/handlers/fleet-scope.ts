import { requireFleetRole } from '../authz'
import { type PageParams, paginated } from '../paginate'

/** A list handler for fleet-wide rows (racks, pools, silos…): fleet viewers read one page of them. */
export const fleetList =
  <T extends object>(rows: () => T[]) =>
  ({ query }: { query: PageParams }) => {
    requireFleetRole('viewer')
    return paginated(query, rows())
  }

/** What `read` returns, once the caller is a fleet viewer: a view handler's body. */
export function asFleetViewer<T>(read: () => T): T {
  requireFleetRole('viewer')
  return read()
}
