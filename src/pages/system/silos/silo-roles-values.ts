import type { SiloRolePolicy } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'
import type { Policy } from '~/api/roles'

/** The silo page's roles tab's one call: the silo's policy, replaced whole. */
export const siloPolicyUpdateRequest = (silo: string, policy: Policy) =>
  apiRequest('siloPolicyUpdate', { path: { silo }, body: policy as SiloRolePolicy })
