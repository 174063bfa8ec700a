import type { MSWHandlers } from '~/api/__generated__/msw-handlers'
import { HttpResponse } from '~/api/__generated__/msw-handlers'
import { isFleetViewer, isSiloAdmin } from '../authz'
import { type DeviceAuthRow, db } from '../db'
import { badRequest, unauthorized } from '../errors'
import { paginated } from '../paginate'
import { currentSilo, currentUser, signIn, signOut } from '../session'
import { NoContent } from './util'

/** `ABCD-EFGH` or `abcdefgh` -> `ABCDEFGH`; undefined if not 8 letters (spec section 5). */
function normalizeUserCode(code: string): string | undefined {
  const match = /^([a-z]{4})-?([a-z]{4})$/i.exec(code.trim())
  return match ? (match[1] + match[2]).toUpperCase() : undefined
}

const randomLetters = (n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('')

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

/** Sign-in, sign-out, the current user and the device-token flow (CLI login). */
export const sessionHandlers = {
  ping: () => ({ status: 'ok' as const }),

  loginLocal({ path, body }) {
    const silo = db.silos.find((s) => s.name === path.siloName)
    const cred = db.localCredentials.find((c) => c.username === body.username)
    const user = cred && db.users.find((u) => u.id === cred.user_id)
    if (!silo || !cred || !user || user.silo_id !== silo.id || cred.password !== body.password) {
      throw unauthorized()
    }
    signIn(cred.username)
    return NoContent
  },

  logout() {
    signOut()
    return NoContent
  },

  currentUserView() {
    const user = currentUser()
    return {
      ...user,
      silo_name: currentSilo().name,
      silo_admin: isSiloAdmin(),
      fleet_viewer: isFleetViewer(),
    }
  },

  currentUserGroups({ query }) {
    const { id } = currentUser()
    const groupIds = db.groupMembers.filter((m) => m.user_id === id).map((m) => m.group_id)
    return paginated(
      query,
      db.groups.filter((g) => groupIds.includes(g.id)),
    )
  },

  async deviceAuthRequest({ req }) {
    const fields = await formFields(req)
    const row: DeviceAuthRow = {
      client_id: fields.client_id ?? '',
      device_code: crypto.randomUUID().replace(/-/g, ''),
      user_code: randomLetters(8),
      user_id: null,
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
    pending.user_id = currentUser().id
    return NoContent
  },

  async deviceAccessToken({ req }) {
    const fields = await formFields(req)
    const row = db.deviceAuthRequests.find((r) => r.device_code === fields.device_code)
    if (!row) {
      throw HttpResponse.json(
        { error: 'invalid_grant', message: 'unknown device code' },
        { status: 400 },
      )
    }
    if (!row.user_id) {
      throw HttpResponse.json(
        { error: 'authorization_pending', message: 'authorization pending' },
        { status: 400 },
      )
    }
    throw HttpResponse.json({
      access_token: `oxide-token-${crypto.randomUUID().replace(/-/g, '')}`,
      token_type: 'Bearer',
    })
  },
} satisfies Partial<MSWHandlers>
