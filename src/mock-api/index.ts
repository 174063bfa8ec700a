// first: the schemas read zod's settings when they are built
import './zod-config'
import { getResponse, type HttpHandler, http } from 'msw'
import { makeHandlers } from '~/api/__generated__/msw-handlers'
import { namedHandlers, startAudit } from './audit-log'
import { withSuccessStatus } from './created-status'
import {
  errorForStatus,
  internalError,
  isUuid,
  methodNotAllowed,
  newRequestId,
  notFound,
  unparsableBody,
} from './errors'
import { mswHandlers } from './handlers'
import { userIdForBearerToken } from './handlers/device-auth'
import { saveKept, startKeeping } from './keep'
import { faults, initKnobsFromUrl, latencyMs } from './knobs'
import { seedMany } from './many'
import { numericPathRoutes } from './numeric-path'
import { findHandler, indexHandlers } from './operation-index'
import { samlIdpHandlers } from './saml-idp'
import { serialConsoleStream } from './serial-console'
import { bearerToken } from './server/cookies'
import { isSignedIn } from './session'

export { resetDb } from './db'
export { MOCK_PASSWORD } from './fixtures/users'
// for the console's sign-in pages in mock builds, through this one entry of the mock
export { mockSignInPage } from './saml'
export { signInWithMockIdp } from './saml-idp'

// each generated route with the operation it serves, for the audit log
const operationNames = namedHandlers(makeHandlers, withSuccessStatus(mswHandlers))
for (const route of numericPathRoutes) operationNames.set(route, 'networkingLoopbackAddressDelete')
const operations = indexHandlers([...numericPathRoutes, ...operationNames.keys()])

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const pathOf = (request: Request) => new URL(request.url).pathname

/** Calls that answer without a session: sign-in, ping and the CLI's device-token steps. */
function allowedSignedOut(request: Request) {
  const path = pathOf(request)
  return (
    /^\/v1\/login\/[^/]+\/local$/.test(path) ||
    path === '/v1/ping' ||
    path === '/v1/logout' ||
    path === '/device/auth' ||
    path === '/device/token' ||
    /^\/login\//.test(path)
  )
}

/** Never faulted: losing a sign-in or sign-out to a random fault helps nobody. */
const neverFault = (request: Request) =>
  /^(\/v1)?\/login\//.test(pathOf(request)) || pathOf(request) === '/v1/logout'

/** Dev-only random failure: one of 401, 403, 404, 500 after 200-400 ms. */
async function maybeFault(request: Request): Promise<Response | undefined> {
  const { rate, statuses } = faults()
  if (rate <= 0 || neverFault(request) || Math.random() >= rate) return undefined
  await sleep(200 + Math.random() * 200)
  const status = statuses[Math.floor(Math.random() * statuses.length)]
  return status === 500 ? internalError('injected fault (mock-faults)') : errorForStatus(status)
}

/**
 * The device-token steps take form bodies (OAuth), so does SAML sign-in (the
 * identity provider's form), and an update repository is uploaded as the zip
 * itself; every other body is JSON. A trust root is the file a person picked,
 * sent as it is: its handler reads it and says what is wrong with it in words.
 */
const isNotJson = (request: Request) =>
  [
    '/device/auth',
    '/device/token',
    '/v1/system/update/repositories',
    '/v1/system/update/trust-roots',
  ].includes(pathOf(request)) || /^\/login\/[^/]+\/saml\//.test(pathOf(request))

/**
 * A bearer token that is made up, revoked or expired: a 401, as a rack gives
 * it to a token client, however the tab (or, on the mock server, MOCK_USER)
 * is signed in. A live token passes; the mock server then acts as its user,
 * the page as the tab's (one user per tab).
 */
function refusedBearer(request: Request): boolean {
  const token = bearerToken(request.headers.get('authorization') ?? undefined)
  return token !== undefined && !userIdForBearerToken(token)
}

/** A body that is not JSON gets the 400 Dropshot gives, not a crash in the handler. */
async function badJson(request: Request): Promise<Response | undefined> {
  if (!['POST', 'PUT', 'PATCH'].includes(request.method) || isNotJson(request)) return undefined
  const text = await request.clone().text()
  if (!text.trim()) return undefined // the generated wrapper reports a missing body
  try {
    JSON.parse(text)
    return undefined
  } catch (e) {
    return unparsableBody(e instanceof SyntaxError ? e.message : 'invalid JSON')
  }
}

type ZodIssue = { code?: string; path?: (string | number)[]; message?: string }

/** The issues of the generated wrapper's `Zod error for body|params: {...}` message. */
function zodIssues(raw: string): ZodIssue[] {
  try {
    const parsed = JSON.parse(raw.replace(/^Zod error for (body|params): /, ''))
    // a serialized ZodError is `{ name, message }` with the issues as JSON in `message`
    if (Array.isArray(parsed)) return parsed
    return parsed?.issues ?? JSON.parse(parsed?.message ?? '[]')
  } catch {
    return []
  }
}

/** -> a Dropshot-like reason (`missing field `name``). */
function describeZodError(raw: string): string {
  const issue = zodIssues(raw)[0]
  if (!issue) return 'invalid input'
  // zod sees camelCased input; the wire (and Dropshot's messages) use snake_case
  const path = (issue.path ?? [])
    .filter((p) => p !== 'query' && p !== 'path')
    .map((p) => String(p).replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`))
    .join('.')
  if (issue.code === 'invalid_type' && /received undefined/.test(issue.message ?? '')) {
    return `missing field \`${path}\``
  }
  return path
    ? `invalid value for \`${path}\`: ${issue.message}`
    : (issue.message ?? 'invalid input')
}

/**
 * A path param that is neither a name nor an id cannot name anything: 404
 * `not found: project with name "Bad Name"` (the first segment that is not a
 * valid name is the culprit).
 */
function pathNotFound(zodMessage: string, path: string): string {
  const key = zodIssues(zodMessage)[0]?.path?.[1]
  const type = String(key ?? 'resource').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
  const segments = path.split('/').map((s) => decodeURIComponent(s))
  const bad = segments.find((s) => s && !/^[a-z][a-zA-Z0-9-]*$/.test(s) && !isUuid(s))
  return bad ? `not found: ${type} with name "${bad}"` : `not found: ${type}`
}

/**
 * Every error body carries `request_id` and `message`: fill in what the
 * generated wrapper leaves out (its own 400s for bad params and bodies).
 */
async function normalizeError(request: Request, response: Response): Promise<Response> {
  if (response.status < 400) return response
  let body: Record<string, unknown> | undefined
  try {
    body = await response.clone().json()
  } catch {
    return errorForStatus(response.status)
  }
  if (!body || typeof body !== 'object') return errorForStatus(response.status)
  if (typeof body.request_id === 'string' && typeof body.message === 'string') return response
  let message = typeof body.message === 'string' ? body.message : 'error'
  if (message.startsWith('Zod error for body')) {
    message = `unable to parse JSON body: ${describeZodError(message)}`
  } else if (message.startsWith('Zod error for params')) {
    message =
      response.status === 404
        ? pathNotFound(message, pathOf(request))
        : `unable to parse query string: ${describeZodError(message)}`
  }
  const errorCode =
    response.status === 404 ? 'ObjectNotFound' : (body.error_code as string | undefined)
  return Response.json(
    { ...body, request_id: newRequestId(), error_code: errorCode, message },
    { status: response.status },
  )
}

/**
 * `mock-latency` as a network's round trip: the request reaches the API halfway
 * through it, and the answer arrives the whole latency after it was sent, the
 * API's own work inside that time. Calls in flight together do not queue their
 * work behind one another's delay, as a rack's do not (the mock API server does
 * one call's work at a time).
 */
async function handle({ request }: { request: Request }): Promise<Response> {
  const sentAt = Date.now()
  const latency = latencyMs()
  if (latency > 0) await sleep(latency / 2)
  const response = await answer(request)
  const rest = sentAt + latency - Date.now()
  if (rest > 0) await sleep(rest)
  return response
}

/** Session and faults first, then the generated per-operation handlers. */
async function answer(request: Request): Promise<Response> {
  if (!allowedSignedOut(request) && (refusedBearer(request) || !isSignedIn())) {
    return errorForStatus(401)
  }

  const fault = await maybeFault(request)
  if (fault) return fault

  const parseError = await badJson(request)
  if (parseError) return parseError

  const operation = findHandler(operations, request.method, pathOf(request))
  if (operation === 'wrongMethod') return methodNotAllowed()
  if (!operation) return notFound(`route ${request.method} ${pathOf(request)}`)

  const finishAudit = startAudit(request, operationNames.get(operation))
  const response = await respond(request, operation)
  await finishAudit?.(response)
  // `mock-keep`: the db as this write left it survives a reload (nothing when off)
  if (request.method !== 'GET' && request.method !== 'HEAD') saveKept()
  return response
}

/** The operation's answer, its errors in the API's shape. */
async function respond(request: Request, operation: HttpHandler): Promise<Response> {
  let response: Response | undefined
  try {
    response = await getResponse([operation], request, { baseUrl: new URL(request.url).origin })
  } catch (e) {
    // an empty body where one is required fails in the generated wrapper's req.json()
    if (e instanceof SyntaxError) {
      return unparsableBody(e.message)
    }
    console.error('mock API handler crashed', e)
    return internalError(e instanceof Error ? e.message : String(e))
  }
  if (!response) return notFound(`route ${request.method} ${pathOf(request)}`)
  return normalizeError(request, response)
}

// match on the path on any origin (Node has no page origin for relative paths)
const route = (prefix: string) => new RegExp(`^[a-z]+://[^/]+${prefix}`)

/**
 * The whole mock API as one catch-all: every `/v1` and `/experimental/v1` call, and the POSTs under
 * `/login` and `/device` (GET `/login/...` and `/device/verify` are console
 * pages, but for SAML sign-in's redirect and test identity provider).
 */
export const handlers: HttpHandler[] = [
  ...samlIdpHandlers,
  http.all(route('/v1/'), handle),
  // the API's experimental operations (probes)
  http.all(route('/experimental/v1/'), handle),
  http.post(route('/login/'), handle),
  http.post(route('/device/'), handle),
]

/** Start the in-browser mock (MSW service worker) before the app renders. */
export async function startMockWorker() {
  initKnobsFromUrl()
  // `mock-keep`: the db kept from before a reload of this tab, or a new one (kept from now on)
  if (!startKeeping()) {
    await seedMany()
    saveKept()
  }
  const { setupWorker } = await import('msw/browser')
  // the serial-console websocket is intercepted in the page, next to the worker's HTTP handlers
  await setupWorker(...handlers, serialConsoleStream).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  })
}
