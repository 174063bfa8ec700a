/**
 * The session cookie and the bearer header of the mock server, as a rack sets
 * and reads them. Pure functions of header values.
 */
export const SESSION_COOKIE = 'session'

/** `a=1; session=abc` -> { a: '1', session: 'abc' }; the first of a repeated name wins. */
export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {}
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    const name = part.slice(0, eq).trim()
    if (!name || name in cookies) continue
    let value = part.slice(eq + 1).trim()
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2)
      value = value.slice(1, -1)
    try {
      cookies[name] = decodeURIComponent(value)
    } catch {
      cookies[name] = value
    }
  }
  return cookies
}

/** `Bearer abc` (any case, extra spaces) -> `abc`; anything else: undefined. */
export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^\s*bearer\s+(\S+)\s*$/i.exec(authorization ?? '')
  return match?.[1]
}

/**
 * Was the request made over https (directly, or by a proxy that says so)? Then
 * the cookie is `Secure`. It has no `Domain`, so a browser on another host
 * (a dev server proxying to the mock) keeps it for its own origin.
 */
export function isSecureRequest(
  forwardedProto: string | string[] | undefined,
  encrypted: boolean,
): boolean {
  if (encrypted) return true
  const value = Array.isArray(forwardedProto) ? forwardedProto[0] : forwardedProto
  return value?.split(',')[0].trim().toLowerCase() === 'https'
}

const attributes = (secure: boolean) => `Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`

/** The `Set-Cookie` of a new session. */
export const sessionCookie = (token: string, secure: boolean) =>
  `${SESSION_COOKIE}=${token}; ${attributes(secure)}`

/** The `Set-Cookie` that makes the browser forget the session (sign-out). */
export const clearedSessionCookie = (secure: boolean) =>
  `${SESSION_COOKIE}=; ${attributes(secure)}; Max-Age=0`
