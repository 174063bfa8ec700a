import { allPagesQuery, startFetch } from '~/api/query'

/** The metrics explorer's loader, imported by the route table. */

/** Every timeseries schema of the rack: the schema browser searches them all. */
export const schemasQuery = () => allPagesQuery('systemTimeseriesSchemaList', {})

// the schema list shows its own loading state; the query's results load on Run
export function metricsPageLoader() {
  startFetch(schemasQuery())
  return null
}
