import { Agent as HttpAgent } from 'node:http'
import { Agent as HttpsAgent } from 'node:https'
import { describe, expect, it } from 'vitest'
import { isSignInPage, rackFromEnv, rackProxy } from './rack-proxy'

describe('rackProxy', () => {
  it('sends every rack path through one pool of kept-alive connections', () => {
    const table = Object.values(rackProxy('http://127.0.0.1:12220'))
    const agents = new Set(table.map((options) => options.agent))
    expect(agents.size).toBe(1)
    const [agent] = agents
    expect(agent).toBeInstanceOf(HttpAgent)
    expect((agent as HttpAgent & { keepAlive: boolean }).keepAlive).toBe(true)
  })

  it('keeps TLS connections to a rack on https', () => {
    const [options] = Object.values(rackProxy('https://oxide.example.com'))
    expect(options.agent).toBeInstanceOf(HttpsAgent)
    expect(options.secure).toBe(true)
  })

  it('reads the rack from the environment', () => {
    expect(rackFromEnv({ OXIDE_HOST: 'https://rack.example/', OXIDE_INSECURE_TLS: '1' })).toEqual({
      host: 'https://rack.example',
      insecureTls: true,
    })
    expect(rackFromEnv({})).toEqual({ host: undefined, insecureTls: false })
  })
})

describe('isSignInPage', () => {
  it.each([
    '/login',
    '/login?redirect_uri=%2Fprojects',
    '/login/acme/local',
    '/login/acme/local?redirect_uri=%2Fprojects',
    '/login/globex/saml/okta',
    '/login/globex/saml/okta?redirect_uri=%2Fprojects',
  ])('%s is the console page', (url) => expect(isSignInPage(url)).toBe(true))

  it.each([
    '/login/globex/saml/okta/redirect?redirect_uri=%2Fprojects',
    '/login/globex/saml/okta/mock-idp?RelayState=x',
    '/login/globex/saml',
    '/loginx',
  ])('%s goes to the rack', (url) => expect(isSignInPage(url)).toBe(false))
})
