import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { atLeast, fleetRole, requireFleetRole, siloRole } from '../authz'
import { endUserSessions } from '../console-sessions'
import { byNameOrId, db, lookup } from '../db'
import { forbidden, lookupNotFound } from '../errors'
import type { ScimTokenRow } from '../fixtures/silo-admin'
import { paginated } from '../paginate'
import { currentSilo, currentUser, signOut } from '../session'
import { fleetList } from './fleet-scope'
import { NoContent, newId, now } from './util'

const isFleetAdmin = () => atLeast(fleetRole(), 'admin')

/** Admin of this silo: its own silo admin, or a fleet admin. */
const isAdminOf = (siloId: string) =>
  (currentUser().silo_id === siloId && siloRole() === 'admin') || isFleetAdmin()

/**
 * A user the caller can see: one of their own silo, or any for a fleet
 * viewer; others are a 404, as Nexus hides what you cannot read.
 */
function visibleUser(userId: string) {
  const user = db.users.find((u) => u.id === userId)
  const sameSilo = user && user.silo_id === currentUser().silo_id
  if (!user || !(sameSilo || atLeast(fleetRole(), 'viewer'))) {
    throw lookupNotFound('silo-user', userId)
  }
  return user
}

/** A user's own sessions and tokens are theirs to read and end; anyone else's, their silo admin's. */
function manageableUser(userId: string) {
  const user = visibleUser(userId)
  if (user.id !== currentUser().id && !isAdminOf(user.silo_id)) throw forbidden()
  return user
}

/** A silo named in `?silo=`: the caller's own, or any for a fleet viewer. */
function visibleSilo(silo: string) {
  const found = lookup.silo({ silo })
  if (found.id !== currentUser().silo_id && !atLeast(fleetRole(), 'viewer')) {
    throw lookupNotFound('silo', silo)
  }
  return found
}

/** SCIM tokens are for the silo's admins (and the fleet's) only. */
function scimSilo(silo: string) {
  const found = visibleSilo(silo)
  if (!isAdminOf(found.id)) throw forbidden()
  return found
}

const scimToken = (siloId: string, tokenId: string) => {
  const token = db.scimTokens.find((t) => t.id === tokenId && t.silo_id === siloId)
  if (!token) throw lookupNotFound('scim-client-bearer-token', tokenId)
  return token
}

/** The API's view of a SCIM token: the secret only once, when it is created. */
const scimTokenView = ({ id, time_created, time_expires }: ScimTokenRow) => ({
  id,
  time_created,
  time_expires,
})

const randomHex = (bytes: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('')

/** The silo's auth settings (a silo made after the fixtures starts with none set). */
function authSettingsOf(siloId: string): Json<Api.SiloAuthSettings> {
  let row = db.siloAuthSettings.find((s) => s.silo_id === siloId)
  if (!row) {
    row = { silo_id: siloId, device_token_max_ttl_seconds: null }
    db.siloAuthSettings.push(row)
  }
  return row
}

/** The longest device token lifetime the user's silo allows, in seconds; none: no maximum. */
export function deviceTokenMaxTtl(userId: string): number | null {
  const user = db.users.find((u) => u.id === userId)
  return user ? (authSettingsOf(user.silo_id).device_token_max_ttl_seconds ?? null) : null
}

/**
 * A silo admin's view of its users' sessions and tokens, its SCIM tokens and
 * auth settings; and the fleet's built-in users.
 */
export const siloAdminHandlers = {
  userSessionList({ path, query }) {
    const user = manageableUser(path.userId)
    const sessions = db.consoleSessions
      .filter((s) => s.user_id === user.id)
      .map(({ id, time_created, time_last_used }) => ({ id, time_created, time_last_used }))
    return paginated(query, sessions)
  },

  userTokenList({ path, query }) {
    const user = manageableUser(path.userId)
    const at = Date.now()
    const tokens = db.accessTokens
      .filter((t) => t.user_id === user.id && (!t.time_expires || Date.parse(t.time_expires) > at))
      .map(({ id, time_created, time_expires }) => ({ id, time_created, time_expires }))
    return paginated(query, tokens)
  },

  userLogout({ path }) {
    const user = manageableUser(path.userId)
    const self = user.id === currentUser().id
    endUserSessions(user.id)
    // the caller's own session ends with the rest (the page's tab is signed out too)
    if (self) signOut()
    return NoContent
  },

  scimTokenList({ query }) {
    const silo = scimSilo(query.silo)
    return db.scimTokens.filter((t) => t.silo_id === silo.id).map(scimTokenView)
  },

  scimTokenCreate({ query }) {
    const silo = scimSilo(query.silo)
    const row: ScimTokenRow = {
      id: newId(),
      silo_id: silo.id,
      bearer_token: randomHex(20),
      time_created: now(),
      time_expires: null,
    }
    db.scimTokens.push(row)
    return { ...scimTokenView(row), bearer_token: row.bearer_token }
  },

  scimTokenView({ path, query }) {
    const silo = scimSilo(query.silo)
    return scimTokenView(scimToken(silo.id, path.tokenId))
  },

  scimTokenDelete({ path, query }) {
    const silo = scimSilo(query.silo)
    const token = scimToken(silo.id, path.tokenId)
    db.scimTokens = db.scimTokens.filter((t) => t !== token)
    return NoContent
  },

  // every user of the silo reads them (the console shows them read-only)
  authSettingsView: () => authSettingsOf(currentSilo().id),

  authSettingsUpdate({ body }) {
    const silo = currentSilo()
    if (!isAdminOf(silo.id)) throw forbidden()
    const settings = authSettingsOf(silo.id)
    settings.device_token_max_ttl_seconds = body.device_token_max_ttl_seconds ?? null
    return settings
  },

  userBuiltinList: fleetList(() => db.builtinUsers),

  userBuiltinView({ path }) {
    requireFleetRole('viewer')
    return byNameOrId('user-builtin', db.builtinUsers, path.user)
  },
} satisfies Partial<MSWHandlers>
