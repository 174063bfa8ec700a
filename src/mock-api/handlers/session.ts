import type { MSWHandlers } from '~/api/__generated__/msw-handlers'
import { isFleetViewer, isSiloAdmin } from '../authz'
import { db } from '../db'
import { unauthorized } from '../errors'
import { paginated } from '../paginate'
import { currentSilo, currentUser, signIn, signOut } from '../session'
import { NoContent } from './util'

/** Sign-in, sign-out and the current user (the CLI's device flow is in device-auth.ts). */
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
} satisfies Partial<MSWHandlers>
