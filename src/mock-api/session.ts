import type * as Api from '~/api/__generated__/Api'
import type { Json } from '~/api/__generated__/msw-handlers'
import { db } from './db'
import { DEFAULT_USER, getKnob, mockUser, setKnob } from './knobs'

/**
 * The mock's session, like the rack's session cookie: it starts signed in as
 * the `mock-user` knob's user; `logout` marks it signed out in sessionStorage
 * (`mock-session`), so it survives a reload; `loginLocal` signs in again.
 */
export const isSignedIn = () => getKnob('mock-session') !== 'signed-out'

export function signOut() {
  setKnob('mock-session', 'signed-out')
}

export function signIn(username: string) {
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

/** The user the mock acts as: the `mock-user` knob's, or alice if it names nobody. */
export function currentUser(): Json<Api.User> {
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
