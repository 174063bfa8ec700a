import type { ErrorResult } from './__generated__/http-client'

/** A failed API call, as the console shows it: a status, an error code and a message for people. */
export type ApiError = {
  message: string
  errorCode?: string
  statusCode?: number
  requestId?: string
  /** the call got no response: the network, not the request, failed */
  unreachable?: true
  /** a write not sent: the browser was offline */
  offline?: true
}

export const capitalize = (s: string) => (s ? s.charAt(0).toUpperCase() + s.slice(1) : s)

/** `projectCreate` -> `Project`, `vpcSubnetCreate` -> `Vpc subnet`, `currentUserSshKeyCreate` -> `Ssh key` */
export function resourceFromOperation(operationId: string): string {
  const noVerb = operationId.replace(/(Create|Update|Add|Attach)$/, '').replace(/^currentUser/, '')
  const words = noVerb
    .replace(/([A-Z])/g, ' $1')
    .trim()
    .toLowerCase()
  return capitalize(words)
}

/** `already exists: ssh-key "my-key"` -> `Ssh key` */
function resourceFromAlreadyExists(message: string): string | undefined {
  const match = /already exists: ([a-z][a-z0-9 _-]*?) "/i.exec(message)
  return match ? capitalize(match[1].replace(/[-_]/g, ' ')) : undefined
}

/**
 * The reason of a JSON body parse error, without the parser's position:
 * `unable to parse JSON body: missing field `name` at line 1 column 2` -> `Missing field `name``
 */
function jsonParseReason(message: string): string | undefined {
  const match = /^unable to parse JSON body: (.*?)(?: at line \d+ column \d+)?$/s.exec(message)
  return match ? capitalize(match[1]) : undefined
}

/** Every failed call passes through here to get its user-facing message. */
export function processApiError(operationId: string, result: ErrorResult): ApiError {
  const statusCode = result.response.status
  if (result.type === 'client_error') {
    return { message: 'Error reading API response', statusCode }
  }
  const { errorCode, message: serverMessage, requestId } = result.data ?? {}
  const base = { errorCode: errorCode ?? undefined, statusCode, requestId }
  const message = serverMessage ?? ''

  if (statusCode === 403 || errorCode === 'Forbidden') {
    return { ...base, message: 'Action not authorized' }
  }
  if (errorCode === 'ObjectNotFound') {
    return { ...base, message: capitalize(message) }
  }
  if (errorCode === 'ObjectAlreadyExists') {
    const resource = resourceFromAlreadyExists(message) ?? resourceFromOperation(operationId)
    return { ...base, message: `${resource} name already exists` }
  }
  const parseReason = jsonParseReason(message)
  if (parseReason) return { ...base, message: parseReason }
  return { ...base, message: capitalize(message) || 'Unknown server error' }
}

/** A network failure (fetch rejected): nothing came back to read. */
export function logApiError(operationId: string, error: ApiError) {
  console.error(`API error in ${operationId}: ${error.message}`, {
    errorCode: error.errorCode,
    statusCode: error.statusCode,
    requestId: error.requestId,
  })
}

export const isApiError = (e: unknown): e is ApiError =>
  typeof e === 'object' && e !== null && 'message' in e && typeof e.message === 'string'
