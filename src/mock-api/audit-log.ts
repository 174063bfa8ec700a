import type { HttpHandler } from 'msw'
import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { db } from './db'
import { newRequestId } from './errors'
import { requestContext } from './request-context'
import { bearerToken } from './server/cookies'
import { currentUser, isSignedIn } from './session'

export type AuditEntry = Json<Api.AuditLogEntry>
type Actor = AuditEntry['actor']

/** `projectCreate` -> `project_create`: the API document's operation id, as Nexus records it. */
export const snakeOperationId = (op: string) => op.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

/**
 * The generated handlers with the operation each one serves. `makeHandlers`
 * reads `handlers[operationId]` once per route, in the order of its routes, so
 * a recording proxy names them.
 */
export function namedHandlers(
  make: (handlers: MSWHandlers) => HttpHandler[],
  handlers: MSWHandlers,
): Map<HttpHandler, string> {
  const names: string[] = []
  const recorder = new Proxy(handlers, {
    get(target, key, receiver) {
      if (typeof key === 'string') names.push(key)
      return Reflect.get(target, key, receiver)
    },
  })
  const made = make(recorder)
  if (made.length !== names.length) throw new Error('namedHandlers: one handler per operation')
  return new Map(made.map((h, i) => [h, names[i]]))
}

/** Who sends the request, as the audit log names them, read before the operation runs. */
function actorAndAuth(
  request: Request,
): Pick<AuditEntry, 'actor' | 'auth_method' | 'credential_id'> {
  if (!isSignedIn())
    return { actor: { kind: 'unauthenticated' }, auth_method: null, credential_id: null }
  const user = currentUser()
  const actor: Actor = { kind: 'silo_user', silo_id: user.silo_id, silo_user_id: user.id }
  const token = bearerToken(request.headers.get('authorization') ?? undefined)
  const row = token ? db.accessTokens.find((t) => t.token === token) : undefined
  return row
    ? { actor, auth_method: 'access_token', credential_id: row.id }
    : { actor, auth_method: 'session_cookie', credential_id: null }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Starts an audit log entry for a write (every POST, PUT and DELETE through the
 * mock, as Nexus audits its changes); `finish` completes it with the response.
 * Reads are not audited.
 */
export function startAudit(request: Request, operation: string | undefined) {
  if (!operation || !WRITES.has(request.method.toUpperCase())) return undefined
  const url = new URL(request.url)
  const started = new Date().toISOString()
  const who = actorAndAuth(request)
  const userAgent =
    request.headers.get('user-agent') ??
    (typeof navigator === 'undefined' ? null : navigator.userAgent)
  return async function finish(response: Response) {
    let result: AuditEntry['result'] = { kind: 'success', http_status_code: response.status }
    let requestId: string = newRequestId()
    if (response.status >= 400) {
      const body = await response
        .clone()
        .json()
        .catch(() => ({}))
      if (typeof body?.request_id === 'string') requestId = body.request_id
      result = {
        kind: 'error',
        http_status_code: response.status,
        error_code: typeof body?.error_code === 'string' ? body.error_code : null,
        error_message: typeof body?.message === 'string' ? body.message : response.statusText,
      }
    }
    const entry: AuditEntry = {
      id: crypto.randomUUID(),
      ...who,
      operation_id: snakeOperationId(operation),
      request_id: requestId,
      request_uri: url.pathname + url.search,
      result,
      source_ip: requestContext()?.sourceIp ?? '127.0.0.1',
      user_agent: userAgent,
      time_started: started,
      time_completed: new Date().toISOString(),
    }
    db.auditLog.push(entry)
  }
}
