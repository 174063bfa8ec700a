import {
  type ApiResult,
  dateReplacer,
  handleResponse,
  toQueryString,
} from './__generated__/http-client'
import { snakeify, snakeToCamel } from './__generated__/util'
import { discardEarlyResponses, takeEarlyResponse } from './early-requests'
import { apiVersion, operations } from './operations'

export type OperationName = keyof typeof operations

/** An operation's table entry: its method and path template. */
export const operationEntry = (operation: OperationName): string => operations[operation]

/** What a call carries; the generated types name these per operation. */
type RequestParams = {
  path?: Record<string, unknown>
  query?: Record<string, unknown>
  body?: unknown
}

/**
 * An operation's method and URL (path with its parameters filled in, and the
 * query string), as the generated client would build them.
 */
export function operationUrl(operation: OperationName, params: RequestParams = {}) {
  return requestUrl(operations[operation], params)
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
  const { method, url } = requestUrl(operations[operation], params)
  // a change may make an early answer out of date
  if (method !== 'GET') discardEarlyResponses()
  // a GET the early script sent on the first load (remote build) is answered by its response, once
  const early = takeEarlyResponse(method, url)
  const response =
    (early && (await early)) ||
    (await fetch(url, {
      method,
      headers: { 'Content-Type': 'application/json', 'api-version': apiVersion },
      body: JSON.stringify(snakeify(params.body), dateReplacer),
    }))
  return handleResponse<Data>(response)
}
