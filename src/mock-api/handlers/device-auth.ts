import type { MSWHandlers } from '~/api/__generated__/msw-handlers'
import { HttpResponse } from '~/api/__generated__/msw-handlers'
import { type AccessTokenRow, type DeviceAuthRow, db } from '../db'
import { badRequest, lookupNotFound } from '../errors'
import { paginated } from '../paginate'
import { currentUser } from '../session'
import { deviceTokenMaxTtl } from './silo-admin'
import { NoContent, newId, now, removeWhere } from './util'

/** `ABCD-EFGH` or `abcdefgh` -> `ABCDEFGH`; undefined if not 8 letters. */
function normalizeUserCode(code: string): string | undefined {
  const match = /^([a-z]{4})-?([a-z]{4})$/i.exec(code.trim())
  return match ? (match[1] + match[2]).toUpperCase() : undefined
}

const randomLetters = (n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('')

const randomHex = (bytes: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('')

/** Form fields of a `application/x-www-form-urlencoded` (or JSON) device request. */
async function formFields(req: Request): Promise<Record<string, string>> {
  const text = await req.text()
  if (text.trim().startsWith('{')) {
    try {
      return JSON.parse(text)
    } catch {
      return {}
    }
  }
  return Object.fromEntries(new URLSearchParams(text))
}

const isLive = (t: AccessTokenRow, at = Date.now()) =>
  t.time_expires === null || t.time_expires === undefined || Date.parse(t.time_expires) > at

/** The user a bearer token authenticates, if it is known, not revoked and not expired. */
export function userIdForBearerToken(token: string): string | undefined {
  const row = db.accessTokens.find((t) => t.token === token)
  return row && isLive(row) ? row.user_id : undefined
}

/** The API's view of a token: never its secret. */
const tokenView = ({ id, time_created, time_expires }: AccessTokenRow) => ({
  id,
  time_created,
  time_expires,
})

const myTokens = () => db.accessTokens.filter((t) => t.user_id === currentUser().id && isLive(t))

const oauthError = (error: string, message: string) =>
  HttpResponse.json({ error, message }, { status: 400 })

/**
 * The CLI's sign-in (device authorization, RFC 8628): `/device/auth` opens a
 * request with a user code, a signed-in user confirms the code, then
 * `/device/token` grants a bearer token that acts as that user on every call.
 */
export const deviceAuthHandlers = {
  async deviceAuthRequest({ req }) {
    const fields = await formFields(req)
    const ttl = Number(fields.ttl_seconds)
    const row: DeviceAuthRow = {
      client_id: fields.client_id ?? '',
      device_code: randomHex(16),
      user_code: randomLetters(8),
      user_id: null,
      ttl_seconds: Number.isInteger(ttl) && ttl > 0 ? ttl : null,
    }
    db.deviceAuthRequests.push(row)
    const origin = new URL(req.url).origin
    // the interface types this as a bare status; the real endpoint answers JSON
    throw HttpResponse.json({
      device_code: row.device_code,
      user_code: `${row.user_code.slice(0, 4)}-${row.user_code.slice(4)}`,
      verification_uri: `${origin}/device/verify`,
      expires_in: 300,
    })
  },

  deviceAuthConfirm({ body }) {
    const code = normalizeUserCode(body.user_code)
    // as on a rack, only the code of a pending device request (POST /device/auth) is accepted
    const pending = code && db.deviceAuthRequests.find((r) => r.user_code === code && !r.user_id)
    if (!pending) throw badRequest('Invalid user code')
    // the silo's auth settings cap a token's lifetime (`device_token_max_ttl_seconds`)
    const max = deviceTokenMaxTtl(currentUser().id)
    if (max !== null && pending.ttl_seconds && pending.ttl_seconds > max) {
      throw badRequest(
        `Requested TTL ${pending.ttl_seconds} seconds exceeds maximum allowed TTL for this silo of ${max} seconds`,
      )
    }
    pending.user_id = currentUser().id
    return NoContent
  },

  async deviceAccessToken({ req }) {
    const fields = await formFields(req)
    const request = db.deviceAuthRequests.find((r) => r.device_code === fields.device_code)
    if (!request) throw oauthError('invalid_grant', 'unknown device code')
    if (!request.user_id) throw oauthError('authorization_pending', 'authorization pending')
    // a device code grants one token, as on a rack: the request is used up
    removeWhere(db.deviceAuthRequests, (r) => r === request)
    const created = now()
    // a token asked for without a lifetime gets the silo's maximum, if it has one
    const ttl = request.ttl_seconds || deviceTokenMaxTtl(request.user_id)
    const row: AccessTokenRow = {
      id: newId(),
      time_created: created,
      time_expires: ttl ? new Date(Date.parse(created) + ttl * 1000).toISOString() : null,
      token: `oxide-token-${randomHex(20)}`,
      user_id: request.user_id,
    }
    db.accessTokens.push(row)
    throw HttpResponse.json({
      access_token: row.token,
      token_type: 'Bearer',
      token_id: row.id,
      time_expires: row.time_expires,
    })
  },

  currentUserAccessTokenList: ({ query }) => paginated(query, myTokens().map(tokenView)),

  currentUserAccessTokenDelete({ path }) {
    const token = myTokens().find((t) => t.id === path.tokenId)
    if (!token) throw lookupNotFound('device-access-token', path.tokenId)
    removeWhere(db.accessTokens, (t) => t.id === token.id)
    return NoContent
  },
} satisfies Partial<MSWHandlers>
