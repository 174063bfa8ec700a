import type { Api } from './__generated__/Api'
import type { ApiResult } from './__generated__/http-client'
import { discardEarlyResponses } from './early-requests'
import { type ApiError, logApiError, processApiError } from './errors'
import { noteNoResponse, noteResponse, unreachableError } from './reachability'
import { apiReady } from './ready'
import { type OperationName, sendRequest } from './request'

// the generated class gives the types; requests go out through `sendRequest`
type Methods = Api['methods']
/** An operation the console calls: one in the operation table (`npm run gen:operations`). */
export type OperationId = keyof Methods & OperationName
export type OpParams<K extends OperationId> = Parameters<Methods[K]>[0]
export type OpResult<K extends OperationId> =
  Awaited<ReturnType<Methods[K]>> extends ApiResult<infer D> ? D : never

/** Set by the app: where a 401 goes (to sign in, then back to where the person was). */
let onUnauthorized: () => void = () => {}
export const setUnauthorizedHandler = (fn: () => void) => {
  onUnauthorized = fn
}

/** Whether any call has been refused with a 403 in this tab (for the misconfigured-IdP notice). */
let sawForbidden = false
const forbiddenListeners = new Set<() => void>()
export const hasSeenForbidden = () => sawForbidden
export function subscribeForbidden(listener: () => void) {
  forbiddenListeners.add(listener)
  return () => {
    forbiddenListeners.delete(listener)
  }
}
function noteForbidden() {
  if (sawForbidden) return
  sawForbidden = true
  for (const l of forbiddenListeners) l()
}

/** Calls one operation; resolves with its data or throws an `ApiError` with its message for people. */
export async function callApi<K extends OperationId>(
  operationId: K,
  params: OpParams<K>,
): Promise<OpResult<K>> {
  let result: ApiResult<OpResult<K>>
  await apiReady
  try {
    result = await sendRequest<OpResult<K>>(
      operationId,
      params as Parameters<typeof sendRequest>[1],
    )
  } catch {
    // no response at all (fetch itself failed): the network, not the request
    noteNoResponse()
    const error = unreachableError()
    logApiError(operationId, error)
    throw error
  }
  noteResponse()
  if (result.type === 'success') return result.data
  const error: ApiError = processApiError(operationId, result)
  logApiError(operationId, error)
  // a bad password on local login is a form error, not a lost session
  if (error.statusCode === 401 && operationId !== 'loginLocal') {
    // the page's other early answers were for the lost session
    discardEarlyResponses()
    onUnauthorized()
  }
  // the fleet-viewer probe (may this user read the system policy?) is refused for most by design
  if (error.statusCode === 403 && operationId !== 'systemPolicyView') noteForbidden()
  throw error
}

/**
 * One API call as data: what a form would send, or what a page reads. The
 * "Equivalent CLI / API" panel shows it as a CLI command, an HTTP request and
 * a curl command (`request-text.ts`); a form's submit sends the same params.
 * (Here rather than in a module of its own: a shared chunk more would cost
 * every lazy route a preload entry on the first load.)
 */
export type ApiRequest<K extends OperationId = OperationId> = {
  operationId: K
  params: OpParams<K>
  /**
   * A body that is a file sent as it is (an update repository's zip, a trust
   * root's `root.json`), shown by a shell variable naming it, never its bytes
   */
  fileBody?: FileBody
}

export type FileBody = { variable: string; contentType: string }

/** Typed at the call site: the params must be the operation's. */
export const apiRequest = <K extends OperationId>(
  operationId: K,
  params: OpParams<K>,
): ApiRequest<K> => ({ operationId, params })
