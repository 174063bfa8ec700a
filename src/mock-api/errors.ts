import { HttpResponse } from '~/api/__generated__/msw-handlers'

/**
 * Errors are thrown from handlers as `Response`s whose body is the API's `Error`
 * schema. Status codes and messages follow Nexus: ObjectNotFound 404,
 * ObjectAlreadyExists and InvalidRequest 400, Forbidden 403, Unauthorized 401.
 */
export type ErrorBody = { request_id: string; error_code?: string; message: string }

export const newRequestId = () => crypto.randomUUID()

export function errorResponse(status: number, errorCode: string | undefined, message: string) {
  const body: ErrorBody = { request_id: newRequestId(), message }
  if (errorCode) body.error_code = errorCode
  return HttpResponse.json(body, { status })
}

/** `notFound('project with name "foo"')` -> 404 `not found: project with name "foo"` */
export const notFound = (what: string) => errorResponse(404, 'ObjectNotFound', `not found: ${what}`)

/** Not-found message for a lookup by name or by id, as Nexus words it. */
export const lookupNotFound = (type: string, nameOrId: string) =>
  notFound(`${type} with ${isUuid(nameOrId) ? 'id' : 'name'} "${nameOrId}"`)

/** `alreadyExists('project', 'foo')` -> 400 `already exists: project "foo"` */
export const alreadyExists = (type: string, name: string) =>
  errorResponse(400, 'ObjectAlreadyExists', `already exists: ${type} "${name}"`)

export const badRequest = (message: string) => errorResponse(400, 'InvalidRequest', message)

/** A body that cannot be read as the operation's JSON: `unable to parse JSON body: {reason}`. */
export const unparsableBody = (reason: string) => badRequest(`unable to parse JSON body: ${reason}`)

export const forbidden = () => errorResponse(403, 'Forbidden', 'Forbidden')

export const unauthorized = () =>
  errorResponse(401, 'Unauthorized', 'credentials missing or invalid')

/** Dropshot's answer for a path that exists with other methods only. */
export const methodNotAllowed = () => errorResponse(405, undefined, 'Method Not Allowed')

export const notImplemented = () =>
  errorResponse(501, 'NotImplemented', 'not implemented by the mock API')

export const internalError = (message = 'Internal Server Error') =>
  errorResponse(500, 'Internal', message)

/** Default message per status, for error responses that come without a body. */
export function errorForStatus(status: number): Response {
  switch (status) {
    case 401:
      return unauthorized()
    case 403:
      return forbidden()
    case 404:
      return notFound('resource')
    case 501:
      return notImplemented()
    default:
      return status >= 500 ? internalError() : badRequest('bad request')
  }
}

const uuidRegex = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const isUuid = (s: string) => uuidRegex.test(s)
