import type { MSWHandlers } from '~/api/__generated__/msw-handlers'
import { HttpResponse } from '~/api/__generated__/msw-handlers'
import { badRequest, lookupNotFound, unauthorized } from '../errors'
import { decodeAssertion, findSamlProvider, relayStateTarget } from '../saml'
import { findUser, signIn } from '../session'

/**
 * `POST /login/{silo}/saml/{provider}`: where the identity provider posts its
 * `SAMLResponse` (a form body). A response the provider issued for a user of
 * the silo starts a session; the answer is 303 to the relay state's
 * `redirect_uri` (saml.ts).
 */
export const samlLoginHandlers = {
  async loginSaml({ path, req }) {
    const found = findSamlProvider(path.siloName, path.providerName)
    if (!found) throw lookupNotFound('saml-identity-provider', path.providerName)
    const fields = new URLSearchParams(await req.text())
    const assertion = decodeAssertion(fields.get('SAMLResponse'))
    if (!assertion) throw badRequest('SAMLResponse is missing or not a SAML response')
    const user = findUser(assertion.subject)
    if (assertion.issuer !== found.provider.idp_entity_id || user?.silo_id !== found.silo.id) {
      throw unauthorized()
    }
    signIn(assertion.subject)
    // the interface types this as a bare status; the real endpoint answers 303 with a Location
    throw new HttpResponse(null, {
      status: 303,
      headers: { location: relayStateTarget(fields.get('RelayState')) },
    })
  },
} satisfies Partial<MSWHandlers>
