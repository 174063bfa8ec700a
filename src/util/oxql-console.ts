import type { OxqlQueryResult, TimeseriesSchema } from '~/api/__generated__/Api'
import { allPagesQuery, apiQuery, queryClient } from '~/api/query'
import { formatNumber } from './metrics'
import { resultTables, searchSchemas } from './oxql-explorer'

/**
 * The browser console's timeseries helper, `oxql`, loaded on its first use:
 *
 *   await oxql.query('get virtual_machine:vcpu_usage | group_by [sled_id], sum')
 *   await oxql.schemas('vcpu')
 *
 * Both ask the API as the page does (the signed-in user's session, fleet
 * viewers only), print a table and return what the API answered; a refused
 * query rejects with the API's message.
 */

/** Run an OxQL query over every project's timeseries, as the metrics explorer does. */
export async function query(text: string): Promise<OxqlQueryResult> {
  const result = await queryClient.fetchQuery(
    apiQuery('systemTimeseriesQuery', { body: { query: text } }),
  )
  for (const table of resultTables(result)) {
    console.log(`${table.name}: ${table.rows.length} timeseries`)
    console.table(
      table.rows.map((r) => ({
        ...r.fields,
        points: r.points.length,
        latest: r.latest === undefined ? '' : formatNumber(r.latest),
      })),
    )
  }
  return result
}

/** The timeseries schemas (every page), those matching `search` when given. */
export async function schemas(search = ''): Promise<TimeseriesSchema[]> {
  const all = await queryClient.fetchQuery(allPagesQuery('systemTimeseriesSchemaList', {}))
  const found = searchSchemas(all.items, search)
  console.table(
    found.map((s) => ({
      timeseries: s.timeseriesName,
      datum: s.datumType,
      units: s.units,
      fields: s.fieldSchema.map((f) => f.name).join(', '),
    })),
  )
  return found
}
