import { describe, expect, it } from 'vitest'
import {
  bearerToken,
  clearedSessionCookie,
  isSecureRequest,
  parseCookies,
  sessionCookie,
} from './cookies'

describe('parseCookies', () => {
  it('reads every pair, trimmed, percent-decoded and unquoted', () => {
    expect(parseCookies('a=1; session=abc%3D;  theme="dark"')).toEqual({
      a: '1',
      session: 'abc=',
      theme: 'dark',
    })
  })

  it('keeps the first of a repeated name and skips parts without a value', () => {
    expect(parseCookies('session=first; flag; session=second; =x')).toEqual({ session: 'first' })
  })

  it('copes with no header, an empty one and bad escapes', () => {
    expect(parseCookies(undefined)).toEqual({})
    expect(parseCookies('')).toEqual({})
    expect(parseCookies('session=%E0%A4%A')).toEqual({ session: '%E0%A4%A' })
  })
})

describe('bearerToken', () => {
  it('takes the token of a Bearer header in any case', () => {
    expect(bearerToken('Bearer oxide-token-abc')).toBe('oxide-token-abc')
    expect(bearerToken('  bearer   t1 ')).toBe('t1')
  })

  it('ignores other schemes and malformed headers', () => {
    expect(bearerToken(undefined)).toBeUndefined()
    expect(bearerToken('Basic YWxpY2U6eA==')).toBeUndefined()
    expect(bearerToken('Bearer')).toBeUndefined()
    expect(bearerToken('Bearer a b')).toBeUndefined()
  })
})

describe('isSecureRequest', () => {
  it('is secure over TLS or behind a proxy that says https', () => {
    expect(isSecureRequest(undefined, true)).toBe(true)
    expect(isSecureRequest('https', false)).toBe(true)
    expect(isSecureRequest('HTTPS, http', false)).toBe(true)
    expect(isSecureRequest(['https'], false)).toBe(true)
  })

  it('is not on plain http', () => {
    expect(isSecureRequest(undefined, false)).toBe(false)
    expect(isSecureRequest('http', false)).toBe(false)
    expect(isSecureRequest('http, https', false)).toBe(false)
  })
})

describe('session cookies', () => {
  it('are HttpOnly, Lax, for every path, with no Domain; Secure only when asked', () => {
    expect(sessionCookie('tok', false)).toBe('session=tok; Path=/; HttpOnly; SameSite=Lax')
    expect(sessionCookie('tok', true)).toBe('session=tok; Path=/; HttpOnly; SameSite=Lax; Secure')
  })

  it('are cleared with Max-Age=0', () => {
    expect(clearedSessionCookie(false)).toBe('session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0')
  })
})
