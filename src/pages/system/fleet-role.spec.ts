import { describe, expect, it } from 'vitest'
import type { Policy } from '~/api/roles'
import { fleetRoleOf } from './fleet-role'

const systemPolicy: Policy = {
  roleAssignments: [
    { identityId: 'alice', identityType: 'silo_user', roleName: 'admin' },
    { identityId: 'ops', identityType: 'silo_group', roleName: 'viewer' },
  ],
}
const siloPolicy: Policy = {
  roleAssignments: [{ identityId: 'hank', identityType: 'silo_user', roleName: 'admin' }],
}

describe('fleetRoleOf', () => {
  it('takes the role of the user or any of their groups, the strongest winning', () => {
    expect(fleetRoleOf({ systemPolicy, identityIds: ['alice'] })).toBe('admin')
    expect(fleetRoleOf({ systemPolicy, identityIds: ['bob', 'ops'] })).toBe('viewer')
    expect(fleetRoleOf({ systemPolicy, identityIds: ['alice', 'ops'] })).toBe('admin')
    expect(fleetRoleOf({ systemPolicy, identityIds: ['dave'] })).toBeUndefined()
  })

  it('adds the fleet roles the silo maps the silo role to', () => {
    const silo = { mappedFleetRoles: { admin: ['viewer' as const] } }
    expect(fleetRoleOf({ systemPolicy, siloPolicy, silo, identityIds: ['hank'] })).toBe('viewer')
    // no silo role, nothing mapped
    expect(fleetRoleOf({ systemPolicy, siloPolicy, silo, identityIds: ['dave'] })).toBeUndefined()
    // a mapped admin role beats a weaker direct one
    const generous = { mappedFleetRoles: { admin: ['admin' as const] } }
    expect(
      fleetRoleOf({ systemPolicy, siloPolicy, silo: generous, identityIds: ['hank', 'ops'] }),
    ).toBe('admin')
  })
})
