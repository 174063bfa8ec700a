import { db } from './db'
import type { ConsoleSessionRow } from './fixtures/silo-admin'

/**
 * Console sessions as rows of the store (`db.consoleSessions`): the mock
 * server's session cookies are their tokens, so `userLogout` deleting a
 * user's rows really ends those sessions, and `userSessionList` lists them.
 */

/** 32 random bytes, base64url (as the cookie carries them). */
const randomToken = () =>
  btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

/** A fresh session for the user; its token is the cookie's value. */
export function startSession(userId: string): ConsoleSessionRow {
  const at = new Date().toISOString()
  const row: ConsoleSessionRow = {
    id: crypto.randomUUID(),
    token: randomToken(),
    user_id: userId,
    time_created: at,
    time_last_used: at,
  }
  db.consoleSessions.push(row)
  return row
}

/** Seconds a session may go unused before it expires (MOCK_SESSION_TTL); none: never. */
let idleTtlSeconds: number | undefined
export function setSessionTtl(seconds: number | undefined) {
  idleTtlSeconds = seconds && seconds > 0 ? seconds : undefined
}

const expired = (row: ConsoleSessionRow, now: number) =>
  idleTtlSeconds !== undefined && now - Date.parse(row.time_last_used) > idleTtlSeconds * 1000

/**
 * The user of a live session token (and the session is marked used), or
 * undefined. A session unused for longer than the TTL has expired, as a
 * rack's idle timeout ends one: it is gone, and its requests get a 401.
 */
export function sessionUser(token: string): string | undefined {
  const row = db.consoleSessions.find((s) => s.token === token)
  if (!row) return undefined
  if (expired(row, Date.now())) {
    endSession(token)
    return undefined
  }
  row.time_last_used = new Date().toISOString()
  return row.user_id
}

/** End one session (its client signed out). */
export function endSession(token: string) {
  db.consoleSessions = db.consoleSessions.filter((s) => s.token !== token)
}

/** End every session of a user, and revoke their device tokens (`userLogout`). */
export function endUserSessions(userId: string) {
  db.consoleSessions = db.consoleSessions.filter((s) => s.user_id !== userId)
  db.accessTokens = db.accessTokens.filter((t) => t.user_id !== userId)
}
