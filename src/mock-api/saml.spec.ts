import { beforeEach, describe, expect, it } from 'vitest'
import { resetDb } from './db'
import {
  decodeAssertion,
  encodeAssertion,
  encodeRelayState,
  relayStateTarget,
  samlProviderOnly,
  samlUsers,
} from './saml'

beforeEach(() => resetDb())

describe('relay state', () => {
  it.each([
    ['/projects/web-prod/instances?page=2', '/projects/web-prod/instances?page=2'],
    ['/settings/profile#top', '/settings/profile#top'],
    // anything but a same-origin path lands on /
    ['https://evil.example/', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    [undefined, '/'],
  ])('%s lands on %s', (redirectUri, target) => {
    expect(relayStateTarget(encodeRelayState(redirectUri))).toBe(target)
  })

  it('a relay state that is not one lands on /', () => {
    for (const garbled of ['', null, 'not base64!', btoa('{"redirect_uri": 3}'), btoa('[')]) {
      expect(relayStateTarget(garbled)).toBe('/')
    }
  })

  it('keeps paths with characters outside Latin-1', () => {
    expect(relayStateTarget(encodeRelayState('/projects?q=ünïcode'))).toBe(
      '/projects?q=%C3%BCn%C3%AFcode',
    )
  })
})

describe('assertions', () => {
  it('round-trips what the mock identity provider asserts', () => {
    const assertion = { issuer: 'http://www.okta.com/x', subject: 'hank' }
    expect(decodeAssertion(encodeAssertion(assertion))).toEqual(assertion)
  })

  it.each([null, '', 'not base64!', btoa('{}'), btoa('{"issuer": "x", "subject": 1}')])(
    'refuses %s',
    (value) => expect(decodeAssertion(value)).toBeUndefined(),
  )
})

describe('which sign-in page a silo has', () => {
  it('is SAML for globex, whose only provider is okta, and local elsewhere', () => {
    expect(samlProviderOnly('globex')).toBe('okta')
    expect(samlProviderOnly('acme')).toBeUndefined()
    expect(samlProviderOnly('nope')).toBeUndefined()
  })

  it("lists the silo's own users for its identity provider", () => {
    expect(samlUsers('7a3c2f10-5b1e-4c8d-9f21-0a1b2c3d4e02')).toEqual([
      { username: 'hank', displayName: 'Hank Scorpio' },
    ])
  })
})
