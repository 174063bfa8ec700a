import { describe, expect, it } from 'vitest'
import { accessAuditTarget } from './access-audit'

describe('accessAuditTarget', () => {
  it("names a project's policy update by the project", () => {
    expect(
      accessAuditTarget({
        operationId: 'projectPolicyUpdate',
        params: { path: { project: 'web-prod' } },
      }),
    ).toEqual({
      operation: 'project_policy_update',
      about: { kind: 'project', names: ['web-prod'] },
    })
  })
  it("names a silo's policy update by the silo", () => {
    expect(
      accessAuditTarget({ operationId: 'siloPolicyUpdate', params: { path: { silo: 'acme' } } }),
    ).toEqual({ operation: 'silo_policy_update', about: { kind: 'silo', names: ['acme'] } })
  })
  it("takes the fleet's policy update as the fleet's, and leaves out the caller's own silo", () => {
    expect(accessAuditTarget({ operationId: 'systemPolicyUpdate', params: { body: {} } })).toEqual({
      operation: 'system_policy_update',
    })
    expect(accessAuditTarget({ operationId: 'policyUpdate', params: { body: {} } })).toBeUndefined()
  })
})
