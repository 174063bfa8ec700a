import type { ApiRequest } from '~/api/client'
import type { Policy } from '~/api/roles'
import { LastChanged } from '~/components/activity/last-changed'
import { accessAuditTarget } from './access-audit'

/**
 * "Last changed by" for a level's role assignments, read from the update call
 * the panel makes. Where the call's URI cannot say whose policy it changed
 * (`/v1/policy`, the caller's own silo) nothing is shown.
 */
export function AccessLastChanged({ request }: { request: (policy: Policy) => ApiRequest }) {
  const target = accessAuditTarget(request({ roleAssignments: [] }))
  return target ? <LastChanged {...target} /> : null
}
