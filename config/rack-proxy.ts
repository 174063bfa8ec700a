import { Agent as HttpAgent } from 'node:http'
import { Agent as HttpsAgent } from 'node:https'
import type { ProxyOptions } from 'vite'

/**
 * Paths a rack serves itself: the API and its experimental part (the serial-console websocket is under
 * /v1), the sign-in and sign-out endpoints (SAML's redirect to the identity
 * provider too) and the CLI's device sign-in. GET /login, /login/{silo}/local,
 * /login/{silo}/saml/{provider} and /device/verify are the console's own pages.
 */
const rackPaths = [
  '/v1',
  '/experimental/v1',
  '/login',
  '/logout',
  '/device/auth',
  '/device/confirm',
  '/device/token',
]

/** A GET of one of the console's sign-in pages (any other path under /login is the rack's). */
export const isSignInPage = (url: string) =>
  /^\/login(\/[^/?#]+\/(local|saml\/[^/?#]+))?\/?([?#].*)?$/.test(url)

export interface RackProxyOptions {
  /**
   * Skip verifying the rack's certificate (OXIDE_INSECURE_TLS=1). Off by
   * default: a rack's self-signed CA is trusted with NODE_EXTRA_CA_CERTS.
   */
  insecureTls?: boolean
}

/**
 * The proxy table that puts a rack (or `npm run mock-api` standing in for
 * one) behind the console's own origin, as the rack serves it: one list for
 * the dev server and for `vite preview`.
 */
export function rackProxy(
  target: string,
  { insecureTls = false }: RackProxyOptions = {},
): Record<string, ProxyOptions> {
  // one pool of kept-alive connections to the rack, as the browser keeps its own:
  // a call does not wait for a new connection (and, to a rack, a TLS handshake)
  const agent = target.startsWith('https:')
    ? new HttpsAgent({ keepAlive: true })
    : new HttpAgent({ keepAlive: true })
  return Object.fromEntries(
    rackPaths.map((path) => [
      path,
      {
        target,
        changeOrigin: true,
        secure: !insecureTls,
        agent,
        ws: path === '/v1',
        // the rack sets its session cookie for its own domain; rewrite it so
        // the browser sends it back to this origin
        cookieDomainRewrite: { '*': '' },
        // the sign-in pages are the console's; their POSTs go to the rack
        bypass: (req) =>
          path === '/login' && req.method === 'GET' && isSignInPage(req.url ?? '')
            ? req.url
            : undefined,
      } satisfies ProxyOptions,
    ]),
  )
}

/** The rack from the environment: OXIDE_HOST, and OXIDE_INSECURE_TLS=1 to skip verification. */
export function rackFromEnv(env: NodeJS.ProcessEnv = process.env) {
  const host = env.OXIDE_HOST?.replace(/\/$/, '') || undefined
  const insecureTls = ['1', 'true'].includes(env.OXIDE_INSECURE_TLS ?? '')
  return { host, insecureTls }
}
