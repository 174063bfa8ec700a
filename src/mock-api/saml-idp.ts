import { type HttpHandler, HttpResponse, http } from 'msw'
import { lookupNotFound } from './errors'
import {
  encodeRelayState,
  findSamlProvider,
  relayStateTarget,
  samlPostFields,
  samlUsers,
} from './saml'

/**
 * The GETs of SAML sign-in that the mock server answers (saml.ts has the
 * whole exchange): the rack's redirect to the identity provider, and the
 * mock's test identity provider, a page with one "Sign in as" button per user
 * of the silo. Both live under the sign-in path, so a dev server that proxies
 * `/login` to the mock server (config/rack-proxy.ts) keeps the whole exchange,
 * and its session cookie, on the console's origin.
 *
 * In the page (MSW), a navigation never reaches the service worker: the
 * console's SAML page signs in through the in-page mock instead
 * (signInWithMockIdp).
 */

const SAML_PATH = '^[a-z]+://[^/]+/login/([^/?]+)/saml/([^/?]+)'

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

/** The silo and provider named by a request's path, or the 404 a rack gives. */
function providerOf(request: Request) {
  const match = new RegExp(SAML_PATH).exec(request.url)
  const [silo, provider] = [match?.[1] ?? '', match?.[2] ?? ''].map(decodeURIComponent)
  const found = findSamlProvider(silo, provider)
  if (!found) throw lookupNotFound('saml-identity-provider', provider)
  return found
}

const idpPath = (silo: string, provider: string) =>
  `/login/${encodeURIComponent(silo)}/saml/${encodeURIComponent(provider)}/mock-idp`

/** `GET .../redirect?redirect_uri=`: 302 to the identity provider, `redirect_uri` in the relay state. */
function redirectToIdp(request: Request): Response {
  const { silo, provider } = providerOf(request)
  const redirectUri = new URL(request.url).searchParams.get('redirect_uri') ?? undefined
  const query = new URLSearchParams({ RelayState: encodeRelayState(redirectUri) })
  return new HttpResponse(null, {
    status: 302,
    headers: { location: `${idpPath(silo.name, provider.name)}?${query}` },
  })
}

/** `GET .../mock-idp?RelayState=`: the test identity provider's sign-in page. */
function idpPage(request: Request): Response {
  const found = providerOf(request)
  const relayState =
    new URL(request.url).searchParams.get('RelayState') ?? encodeRelayState(undefined)
  const acs = `/login/${encodeURIComponent(found.silo.name)}/saml/${encodeURIComponent(found.provider.name)}`
  const forms = samlUsers(found.silo.id).map(({ username, displayName }) => {
    const inputs = Object.entries(samlPostFields(found, username, relayState))
      .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
      .join('')
    return `<form method="post" action="${escapeHtml(acs)}">${inputs}<button type="submit">Sign in as ${escapeHtml(displayName)}</button></form>`
  })
  const title = `Test identity provider: ${found.provider.name}`
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1><p>Silo ${escapeHtml(found.silo.name)}. The mock API's stand-in for ${escapeHtml(found.provider.idp_entity_id)}: pick a user.</p>${forms.join('')}</main></body></html>`
  return new HttpResponse(html, {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      // its own policy, not the console's: this page posts its form to the rack
      'content-security-policy':
        "default-src 'none'; img-src 'self'; form-action 'self'; frame-ancestors 'none'",
    },
  })
}

const answering =
  (fn: (request: Request) => Response) =>
  ({ request }: { request: Request }) => {
    try {
      return fn(request)
    } catch (e) {
      if (e instanceof Response) return e
      throw e
    }
  }

export const samlIdpHandlers: HttpHandler[] = [
  http.get(new RegExp(`${SAML_PATH}/redirect(\\?|$)`), answering(redirectToIdp)),
  http.get(new RegExp(`${SAML_PATH}/mock-idp(\\?|$)`), answering(idpPage)),
]

/**
 * The in-page mock's identity provider (mock builds only): what the test
 * page's first button does, as a fetch through the service worker, which
 * never sees a navigation. It posts the silo's first user's `SAMLResponse` to
 * `loginSaml`, which signs the tab's session in as on a rack; the answer is
 * where the sign-in lands (`loginSaml`'s 303, which a `manual` fetch cannot read).
 */
export async function signInWithMockIdp(
  siloName: string,
  providerName: string,
  redirectUri: string | undefined,
): Promise<string> {
  const found = findSamlProvider(siloName, providerName)
  const [user] = found ? samlUsers(found.silo.id) : []
  if (!found || !user) throw new Error(`no SAML identity provider ${providerName} in ${siloName}`)
  const relayState = encodeRelayState(redirectUri)
  const acs = `/login/${encodeURIComponent(siloName)}/saml/${encodeURIComponent(providerName)}`
  const response = await fetch(acs, {
    method: 'POST',
    body: new URLSearchParams(samlPostFields(found, user.username, relayState)),
    redirect: 'manual',
  })
  if (response.type !== 'opaqueredirect' && response.status !== 303) {
    const body = await response.json().catch(() => undefined)
    throw new Error(body?.message ?? `sign-in failed (${response.status})`)
  }
  return relayStateTarget(relayState)
}
