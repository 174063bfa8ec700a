import type { HttpHandler } from 'msw'

/**
 * Picks the one generated handler a request is for, by method and path, so a
 * request runs one handler's matching instead of every operation's (MSW parses
 * the URL and cookies once per handler it tries).
 */
export type IndexedHandler = { method: string; pattern: RegExp; handler: HttpHandler }

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** `/v1/projects/:project` -> a RegExp matching `/v1/projects/web-prod`, not `/v1/projects/a/b`. */
export function pathPattern(path: string): RegExp {
  const segments = path.split('/').map((s) => (s.startsWith(':') ? '[^/]+' : escapeRegExp(s)))
  return new RegExp(`^${segments.join('/')}$`)
}

export function indexHandlers(handlers: HttpHandler[]): IndexedHandler[] {
  return handlers.map((handler) => ({
    method: String(handler.info.method).toUpperCase(),
    pattern: pathPattern(String(handler.info.path)),
    handler,
  }))
}

/**
 * The handler for a request, in the list's order (as MSW would pick it), or
 * `wrongMethod` when the path exists with other methods only.
 */
export function findHandler(
  index: IndexedHandler[],
  method: string,
  pathname: string,
): HttpHandler | 'wrongMethod' | undefined {
  let pathKnown = false
  for (const entry of index) {
    if (!entry.pattern.test(pathname)) continue
    if (entry.method === method.toUpperCase()) return entry.handler
    pathKnown = true
  }
  return pathKnown ? 'wrongMethod' : undefined
}
