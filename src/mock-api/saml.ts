import type * as Api from '~/api/__generated__/Api'
import type { Json } from '~/api/__generated__/msw-handlers'
import { safeRedirectPath } from '~/util/paths'
import { db } from './db'
import { currentSilo } from './session'

/**
 * SAML sign-in on the mock, as a rack does it, with a test identity provider
 * standing in for the silo's real one (Okta, say):
 *
 * 1. the console's page links to `GET /login/{silo}/saml/{provider}/redirect`,
 *    which the rack answers with a redirect to the identity provider, the
 *    `redirect_uri` kept in the SAML `RelayState`;
 * 2. the identity provider signs the person in and posts a `SAMLResponse`
 *    (and the `RelayState`) back to `POST /login/{silo}/saml/{provider}`;
 * 3. that (`loginSaml`) checks the response, starts a session and answers 303
 *    to the `redirect_uri` (a same-origin path, or `/`).
 *
 * The mock's identity provider is a page of the mock server (saml-idp.ts)
 * that offers the silo's users; its `SAMLResponse` is base64 JSON naming the
 * issuer (the provider's `idp_entity_id`) and the user, not a signed XML
 * assertion: the mock checks who issued it and that the user belongs to the
 * silo, nothing more.
 */

/** What the mock's identity provider asserts. */
export type MockAssertion = { issuer: string; subject: string }

type ProviderRow = { silo: Json<Api.Silo>; provider: Json<Api.SamlIdentityProvider> }

/** The silo and its SAML provider of a sign-in path, if both exist. */
export function findSamlProvider(siloName: string, providerName: string): ProviderRow | undefined {
  const silo = db.silos.find((s) => s.name === siloName)
  const row =
    silo &&
    db.samlIdentityProviders.find((p) => p.silo_id === silo.id && p.provider.name === providerName)
  return silo && row ? { silo, provider: row.provider } : undefined
}

/** The sign-in page `/login` opens for a silo: its only identity provider when that is SAML. */
export function samlProviderOnly(siloName: string): string | undefined {
  const silo = db.silos.find((s) => s.name === siloName)
  if (silo?.identity_mode !== 'saml_jit') return undefined
  const providers = db.samlIdentityProviders.filter((p) => p.silo_id === silo.id)
  return providers.length === 1 ? providers[0].provider.name : undefined
}

const toBase64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)))

function fromBase64(text: string): string | undefined {
  try {
    return new TextDecoder().decode(Uint8Array.from(atob(text), (c) => c.charCodeAt(0)))
  } catch {
    return undefined
  }
}

/** The `RelayState` that carries `redirect_uri` through the identity provider. */
export const encodeRelayState = (redirectUri: string | undefined) =>
  toBase64(JSON.stringify({ redirect_uri: redirectUri ?? null }))

/** Where a sign-in lands: the relay state's `redirect_uri` when it is a same-origin path, else `/`. */
export function relayStateTarget(relayState: string | null | undefined): string {
  const json = relayState ? fromBase64(relayState) : undefined
  let redirectUri: unknown
  try {
    redirectUri = json ? JSON.parse(json)?.redirect_uri : undefined
  } catch {
    redirectUri = undefined
  }
  return (typeof redirectUri === 'string' && safeRedirectPath(redirectUri)) || '/'
}

export const encodeAssertion = (assertion: MockAssertion) => toBase64(JSON.stringify(assertion))

/** The assertion of a `SAMLResponse`, or undefined if it is not one the mock's provider made. */
export function decodeAssertion(samlResponse: string | null): MockAssertion | undefined {
  const json = samlResponse ? fromBase64(samlResponse) : undefined
  try {
    const value = json ? JSON.parse(json) : undefined
    return typeof value?.issuer === 'string' && typeof value?.subject === 'string'
      ? { issuer: value.issuer, subject: value.subject }
      : undefined
  } catch {
    return undefined
  }
}

/** The users the silo's identity provider knows: the silo's users, by username. */
export function samlUsers(siloId: string): { username: string; displayName: string }[] {
  return db.users
    .filter((u) => u.silo_id === siloId)
    .flatMap((u) => {
      const cred = db.localCredentials.find((c) => c.user_id === u.id)
      return cred ? [{ username: cred.username, displayName: u.display_name }] : []
    })
}

/** The form fields the identity provider posts back for `username`. */
export function samlPostFields(
  { provider }: ProviderRow,
  username: string,
  relayState: string,
): Record<string, string> {
  return {
    SAMLResponse: encodeAssertion({ issuer: provider.idp_entity_id, subject: username }),
    RelayState: relayState,
  }
}

/**
 * The sign-in page the in-page mock's `/login` opens: that of the silo of
 * the tab's user (`mock-user`, alice and so acme by default; hank: globex),
 * its SAML provider's page when that is the silo's only one.
 */
export function mockSignInPage(): { silo: string; samlProvider?: string } {
  const silo = currentSilo().name
  return { silo, samlProvider: samlProviderOnly(silo) }
}
