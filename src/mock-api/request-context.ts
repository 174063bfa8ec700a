/**
 * Who one request acts as, on the mock server (`npm run mock-api`).
 *
 * The in-page mock serves one tab, so its session is a knob (session.ts, in
 * sessionStorage). The mock server serves many clients at once, each with its
 * own session cookie or bearer token, so there the user belongs to the
 * request, not to the process: the server runs each request's handlers inside
 * `runAs(context, fn)`, and session.ts asks `requestContext()` first, falling
 * back to the knob store only when no request context is set (the in-page
 * mock, and tests that call the handlers directly).
 *
 * The context travels with the request's async work (Node's
 * AsyncLocalStorage), so concurrent requests never see each other's user and
 * nothing global changes when a client signs in or out. This module is bundled
 * into the page too, so it does not import `node:async_hooks` itself: the
 * server installs its AsyncLocalStorage here at start-up.
 */
export type RequestContext = {
  /** The user this request acts as (session cookie, bearer token or MOCK_USER); null: signed out. */
  userId: string | null
  /** The client's address, as the audit log records it (`source_ip`). */
  sourceIp?: string
  /** Sign-in: start a session for this client only (the server answers with its cookie). */
  signIn(userId: string): void
  /** Sign-out: end this client's session only. */
  signOut(): void
}

/** The part of AsyncLocalStorage this module needs. */
export type ContextStorage = {
  getStore(): RequestContext | undefined
  run<R>(context: RequestContext, fn: () => R): R
}

let storage: ContextStorage | undefined

/** Called once by the mock server (Node) with its AsyncLocalStorage. */
export function installContextStorage(s: ContextStorage) {
  storage = s
}

/** The current request's context, or undefined outside the mock server. */
export const requestContext = (): RequestContext | undefined => storage?.getStore()

/** Run `fn` (and all the async work it starts) as `context`. */
export function runAs<R>(context: RequestContext, fn: () => R): R {
  if (!storage) throw new Error('runAs: no context storage installed (mock server only)')
  return storage.run(context, fn)
}
