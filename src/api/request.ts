import {
  type ApiResult,
  dateReplacer,
  handleResponse,
  toQueryString,
} from './__generated__/http-client'
import { snakeify, snakeToCamel } from './__generated__/util'
import type { writes } from './operation-writes'
import { apiVersion, reads } from './operations'

type Reads = typeof reads
type Writes = typeof writes
export type OperationName = keyof Reads | keyof Writes

const isRead = (operation: OperationName): operation is keyof Reads =>
  Object.hasOwn(reads, operation)

let loadedWrites: Writes | undefined
/**
 * The changes' half of the operation table, asked for with the first change a
 * page sends or shows (a request panel): the first load only reads, and
 * carries the reads' half alone.
 */
export const loadWrites = () =>
  import('./operation-writes').then((m) => {
    loadedWrites = m.writes
    return m.writes
  })

/** An operation's table entry; a change's is there once `loadWrites` has answered. */
export function operationEntry(operation: OperationName): string {
  const entry = isRead(operation) ? reads[operation] : loadedWrites?.[operation]
  if (!entry) throw new Error(`${operation}: the changes' operation table has not loaded`)
  return entry
}

/** What a call carries; the generated types name these per operation. */
type RequestParams = {
  path?: Record<string, unknown>
  query?: Record<string, unknown>
  body?: unknown
}

/**
 * A read's method and URL (path with its parameters filled in, and the query
 * string), as the generated client would build them.
 */
export function operationUrl(operation: keyof Reads, params: RequestParams = {}) {
  return requestUrl(reads[operation], params)
}

function requestUrl(entry: string, params: RequestParams) {
  const { method, path } = fillPath(entry, params.path)
  return { method, url: path + toQueryString(params.query) }
}

/**
 * A table entry's method and path (`'GET /v1/vpcs/{vpc}'`), its parameters
 * filled in. Path parameters are camelCase in the generated types and
 * snake_case in the API's templates.
 */
export function fillPath(entry: string, pathParams?: Record<string, unknown>) {
  const [method, template] = entry.split(' ')
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(pathParams?.[snakeToCamel(name)])),
  )
  return { method, path }
}

/**
 * Sends one operation's request; the body's keys go out in snake_case, the
 * reply's come back camelCase.
 */
export async function sendRequest<Data>(
  operation: OperationName,
  params: RequestParams = {},
): Promise<ApiResult<Data>> {
  const entry = isRead(operation) ? reads[operation] : (await loadWrites())[operation]
  const { method, url } = requestUrl(entry, params)
  const response = await fetch(url, {
    method,
    headers: { 'Content-Type': 'application/json', 'api-version': apiVersion },
    body: JSON.stringify(snakeify(params.body), dateReplacer),
  })
  return handleResponse<Data>(response)
}
