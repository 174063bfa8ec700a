import { describe, expect, it } from 'vitest'
import { signInPath } from './loaders'

describe('signInPath', () => {
  it("opens the SAML provider's page when it is the silo's only one, else the local page", () => {
    expect(signInPath({ silo: 'globex', samlProvider: 'okta' })).toBe('/login/globex/saml/okta')
    expect(signInPath({ silo: 'acme' })).toBe('/login/acme/local')
  })
})
