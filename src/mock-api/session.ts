import type * as Api from '~/api/__generated__/Api'
import type { Json } from '~/api/__generated__/msw-handlers'
import { startSession } from './console-sessions'
import { db } from './db'
import { unauthorized } from './errors'
import { DEFAULT_USER, getKnob, mockUser, setKnob } from './knobs'
import { requestContext } from './request-context'

/**
 * The mock's session. On the mock server each request carries its own
 * (request-context.ts: cookie, bearer token or MOCK_USER). In the page it is
 * the tab's, like the rack's session cookie: it starts signed in as the
 * `mock-user` knob's user; `logout` marks it signed out in sessionStorage
 * (`mock-session`), so it survives a reload; `loginLocal` signs in again.
 */
export function isSignedIn(): boolean {
  const context = requestContext()
  if (context) return context.userId !== null && db.users.some((u) => u.id === context.userId)
  return getKnob('mock-session') !== 'signed-out'
}

export function signOut() {
  const context = requestContext()
  if (context) context.signOut()
  else setKnob('mock-session', 'signed-out')
}

/** Sign in as a fixture user (`loginLocal` has checked the credentials). */
export function signIn(username: string) {
  const context = requestContext()
  const user = findUser(username)
  if (context) {
    if (!user) throw unauthorized()
    context.signIn(user.id)
    return
  }
  if (user) startSession(user.id)
  setKnob('mock-user', username)
  setKnob('mock-session', null)
}

/** A fixture user by username (local credentials) or id. */
export function findUser(usernameOrId: string): Json<Api.User> | undefined {
  const cred = db.localCredentials.find((c) => c.username === usernameOrId)
  const id = cred?.user_id ?? usernameOrId
  return db.users.find((u) => u.id === id)
}

let warnedUnknown: string | undefined

/**
 * The user the request acts as: on the mock server the request's own (a 401
 * if it has none); in the page the `mock-user` knob's, or alice if it names nobody.
 */
export function currentUser(): Json<Api.User> {
  const context = requestContext()
  if (context) {
    const user = context.userId === null ? undefined : findUser(context.userId)
    if (!user) throw unauthorized()
    return user
  }
  const name = mockUser()
  const user = findUser(name)
  if (user) return user
  if (warnedUnknown !== name) {
    warnedUnknown = name
    console.warn(`mock-user "${name}" is not a fixture user; acting as ${DEFAULT_USER}`)
  }
  return findUser(DEFAULT_USER) ?? db.users[0]
}

export const currentSilo = (): Json<Api.Silo> => {
  const { silo_id } = currentUser()
  return db.silos.find((s) => s.id === silo_id) ?? db.silos[0]
}
