import {
  type ApiResult,
  dateReplacer,
  handleResponse,
  toQueryString,
} from './__generated__/http-client'
import { snakeify, snakeToCamel } from './__generated__/util'
import { discardEarlyResponses, takeEarlyResponse } from './early-responses'
import { apiVersion, operations } from './operations'

export type OperationName = keyof typeof operations

/** What a call carries; the generated types name these per operation. */
type RequestParams = {
  path?: Record<string, unknown>
  query?: Record<string, unknown>
  body?: unknown
}

/**
 * An operation's method and URL (path with its parameters filled in, and the
 * query string), as the generated client would build them. Path parameters are
 * camelCase in the generated types and snake_case in the API's templates.
 */
export function operationUrl(operation: OperationName, params: RequestParams = {}) {
  const { method, path } = operationPath(operation, params.path)
  return { method, url: path + toQueryString(params.query) }
}

/** An operation's method and path, its parameters filled in. */
export function operationPath(operation: OperationName, pathParams?: Record<string, unknown>) {
  const [method, template] = operations[operation].split(' ')
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(pathParams?.[snakeToCamel(name)])),
  )
  return { method, path }
}

/**
 * Sends one operation's request; the body's keys go out in snake_case, the
 * reply's come back camelCase. On a page's first load a GET the early script
 * already sent (remote build, `early-requests.ts`) is answered by its response.
 */
export async function sendRequest<Data>(
  operation: OperationName,
  params: RequestParams = {},
): Promise<ApiResult<Data>> {
  const { method, url } = operationUrl(operation, params)
  // a change may make an early answer out of date
  if (method !== 'GET') discardEarlyResponses()
  const send = () =>
    fetch(url, {
      method,
      headers: { 'Content-Type': 'application/json', 'api-version': apiVersion },
      body: JSON.stringify(snakeify(params.body), dateReplacer),
    })
  const early = takeEarlyResponse(method, url)
  const response = (early && (await early)) || (await send())
  return handleResponse<Data>(response)
}
