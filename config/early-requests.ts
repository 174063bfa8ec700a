import { createHash } from 'node:crypto'
import { join } from 'node:path'
import { matchRoutes, type RouteObject } from 'react-router'
import { createServer, type Plugin } from 'vite'
import { EARLY_GLOBAL, type EarlyTable, earlyScript, earlyUrls } from '../src/api/early-requests.ts'

/** Every path a route of the table can end a match on, `:param`s kept; splats left out. */
export function routePatterns(routes: RouteObject[], parent = ''): string[] {
  const patterns: string[] = []
  for (const route of routes) {
    const path = route.path ? `${parent.replace(/\/$/, '')}/${route.path}` : parent
    if ((route.path || route.index) && !path.includes('*')) patterns.push(path || '/')
    if (route.children) patterns.push(...routePatterns(route.children, path))
  }
  return [...new Set(patterns)]
}

/** The pattern's URL with each param standing in as `zzNzz` (N: its segment), which the early script fills. */
export const placeholderUrl = (pattern: string) =>
  pattern
    .split('/')
    .filter(Boolean)
    .map((segment, i) => (segment.startsWith(':') ? `zz${i}zz` : segment))
    .reduce((url, segment) => `${url}/${segment}`, '') || '/'

/** The table in the order the script tries it: the patterns with more fixed segments first. */
export const byFixedSegments = (table: EarlyTable) =>
  [...table].sort(
    ([a], [b]) =>
      b.split('/').filter((s) => s && !s.startsWith(':')).length -
      a.split('/').filter((s) => s && !s.startsWith(':')).length,
  )

/** What the early script sends: the table, and the API version it sends it with. */
export type EarlyRecording = { table: EarlyTable; apiVersion: string }

/**
 * Runs the route table's real loaders in Node (Vite's SSR module loader), one
 * pattern at a time, against a `fetch` that records each GET and answers 400:
 * what a page's loaders ask for first, from the loaders themselves.
 */
export async function recordEarlyRequests(root: string): Promise<EarlyRecording> {
  // the dev server sets NODE_ENV when it is unset: a build later in the same
  // process would then ship React's development build
  const nodeEnv = process.env.NODE_ENV
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'error',
    resolve: { alias: { '~': join(root, 'src') } },
    define: { 'import.meta.env.VITE_API_MODE': JSON.stringify('remote') },
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
  })
  const realFetch = globalThis.fetch
  const quiet = { log: console.log, warn: console.warn, error: console.error }
  const calls: string[] = []
  try {
    const load = (id: string) => server.ssrLoadModule(id)
    const { routes } = await load('/src/routes.tsx')
    const { setApiReady } = await load('/src/api/ready.ts')
    const { queryClient } = await load('/src/api/query.ts')
    const { apiVersion } = await load('/src/api/operations.ts')
    setApiReady(Promise.resolve())
    // no answer ever: only the calls a page sends before any answer are recorded
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      if ((init?.method ?? 'GET') === 'GET') calls.push(String(input))
      return new Promise<Response>(() => {})
    }) as typeof fetch
    console.log = console.warn = console.error = () => {}
    const table: EarlyTable = []
    for (const pattern of routePatterns(routes)) {
      const url = placeholderUrl(pattern)
      const matches = matchRoutes(routes as RouteObject[], url) ?? []
      calls.length = 0
      queryClient.clear()
      for (const { route, params } of matches) {
        const loader = route.loader
        if (typeof loader !== 'function') continue
        const request = new Request(`http://localhost${url}`)
        // a redirect or a refusal is thrown; the calls before it are what counts
        const args = { request, params, context: {}, url: new URL(request.url), pattern }
        Promise.resolve()
          .then(() => loader(args))
          .catch(() => {})
      }
      // the loaders' queries reach `fetch` a few turns after the loaders start
      await new Promise((resolve) => setTimeout(resolve, 20))
      if (calls.length) table.push([pattern, [...new Set(calls)]])
    }
    return { table: byFixedSegments(table), apiVersion }
  } finally {
    globalThis.fetch = realFetch
    Object.assign(console, quiet)
    await server.close()
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  }
}

/**
 * Remote builds only: the early-request script, a classic same-origin script
 * first in the page's head (the rack's CSP allows no inline one), with the
 * table `record` gives (the console's: `recordEarlyRequests`) and the API
 * version of the generated operation table. Its file name carries its hash,
 * as the bundle's do.
 */
export function earlyRequests(record: () => Promise<EarlyRecording>): Plugin {
  let base = '/'
  let fileName = ''
  let source = ''
  return {
    name: 'early-requests',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    async buildStart() {
      let recorded: EarlyRecording
      try {
        recorded = await record()
      } catch (error) {
        // a module the loaders import that cannot run in Node costs the early
        // requests, not the build: the app sends every call itself
        this.warn(`early requests: none recorded (${error})`)
        recorded = { table: [], apiVersion: '' }
      }
      const { table, apiVersion } = recorded
      source = `(${earlyScript})(${JSON.stringify(table)},${JSON.stringify(apiVersion)},${JSON.stringify(EARLY_GLOBAL)},${earlyUrls});\n`
      fileName = `assets/early-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source })
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        { tag: 'script', attrs: { src: `${base}${fileName}` }, injectTo: 'head-prepend' },
      ],
    },
  }
}
