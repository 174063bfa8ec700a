import type { AuditResource } from '~/util/audit-match'

type PolicyCall = { operationId: string; params: unknown }

const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

/**
 * Which audit log entries record a change to a level's role assignments: the
 * update's operation as the audit log names it, and the project or silo its
 * path names. The fleet's policy is one, so its operation says it all; the
 * signed-in user's silo (`/v1/policy`) is named by no URI, and a fleet-wide
 * audit log holds every silo's, so it has none.
 */
export function accessAuditTarget({
  operationId,
  params,
}: PolicyCall): { operation: string; about?: AuditResource } | undefined {
  const path = (params as { path?: { project?: string; silo?: string } }).path
  const operation = snake(operationId)
  if (path?.project) return { operation, about: { kind: 'project', names: [path.project] } }
  if (path?.silo) return { operation, about: { kind: 'silo', names: [path.silo] } }
  return operation === 'system_policy_update' ? { operation } : undefined
}
