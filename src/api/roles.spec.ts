import { describe, expect, it } from 'vitest'
import type { ProjectRolePolicy } from '~/api/__generated__/Api'
import {
  candidateIdentities,
  deleteRole,
  getEffectiveRole,
  roleNames,
  roleOrder,
  sortRoleRows,
  updateRole,
} from './roles'

const policy: ProjectRolePolicy = {
  roleAssignments: [
    { identityId: 'u1', identityType: 'silo_user', roleName: 'viewer' },
    { identityId: 'g1', identityType: 'silo_group', roleName: 'admin' },
  ],
}

describe('roles', () => {
  it('assigns admin, collaborator and viewer, strongest first', () => {
    expect(roleNames).toEqual(['admin', 'collaborator', 'viewer'])
    const byStrength = [...roleNames].sort((a, b) => roleOrder[a] - roleOrder[b])
    expect(byStrength).toEqual(['admin', 'collaborator', 'viewer'])
  })

  it('ranks limited_collaborator between collaborator and viewer', () => {
    expect(roleOrder.collaborator).toBeLessThan(roleOrder.limited_collaborator)
    expect(roleOrder.limited_collaborator).toBeLessThan(roleOrder.viewer)
  })
})

describe('getEffectiveRole', () => {
  it.each([
    [[], undefined],
    [['viewer'], 'viewer'],
    [['viewer', 'admin'], 'admin'],
    [['collaborator', 'viewer'], 'collaborator'],
    [['viewer', 'collaborator', 'admin', 'viewer'], 'admin'],
    [['viewer', 'limited_collaborator'], 'limited_collaborator'],
    [['limited_collaborator', 'collaborator'], 'collaborator'],
  ] as const)('%j -> %s', (roles, expected) => expect(getEffectiveRole(roles)).toBe(expected))
})

describe('sortRoleRows', () => {
  it('puts groups before users, then sorts by name ignoring case', () => {
    const rows = [
      { identityType: 'silo_user', name: 'bob' },
      { identityType: 'silo_group', name: 'web-devs' },
      { identityType: 'silo_user', name: 'Alice' },
      { identityType: 'silo_group', name: 'Admins' },
      { identityType: 'silo_user', name: 'carol' },
    ] as const
    expect(sortRoleRows(rows).map((r) => r.name)).toEqual([
      'Admins',
      'web-devs',
      'Alice',
      'bob',
      'carol',
    ])
  })

  it('does not change its input', () => {
    const rows = [
      { identityType: 'silo_user' as const, name: 'b' },
      { identityType: 'silo_user' as const, name: 'a' },
    ]
    sortRoleRows(rows)
    expect(rows.map((r) => r.name)).toEqual(['b', 'a'])
  })
})

describe('updateRole', () => {
  it('replaces the existing assignment of the identity', () => {
    const updated = updateRole(policy, {
      identityId: 'u1',
      identityType: 'silo_user',
      roleName: 'collaborator',
    })
    expect(updated.roleAssignments).toHaveLength(2)
    expect(updated.roleAssignments).toContainEqual({
      identityId: 'u1',
      identityType: 'silo_user',
      roleName: 'collaborator',
    })
    expect(updated.roleAssignments).toContainEqual(policy.roleAssignments[1])
  })

  it('replaces every earlier assignment of the identity', () => {
    const doubled: ProjectRolePolicy = {
      roleAssignments: [
        ...policy.roleAssignments,
        { ...policy.roleAssignments[0], roleName: 'admin' },
      ],
    }
    const updated = updateRole(doubled, { ...policy.roleAssignments[0], roleName: 'collaborator' })
    expect(updated.roleAssignments.filter((ra) => ra.identityId === 'u1')).toEqual([
      { identityId: 'u1', identityType: 'silo_user', roleName: 'collaborator' },
    ])
  })

  it('adds an assignment for a new identity', () => {
    const added = { identityId: 'u2', identityType: 'silo_user', roleName: 'viewer' } as const
    expect(updateRole(policy, added).roleAssignments).toEqual([...policy.roleAssignments, added])
  })

  it('leaves the old policy alone', () => {
    updateRole(policy, { identityId: 'u1', identityType: 'silo_user', roleName: 'admin' })
    expect(policy.roleAssignments[0].roleName).toBe('viewer')
  })
})

describe('deleteRole', () => {
  it('removes the identity’s assignment', () => {
    expect(deleteRole(policy, 'u1').roleAssignments).toEqual([policy.roleAssignments[1]])
    expect(policy.roleAssignments).toHaveLength(2)
  })

  it('changes nothing for an identity without a role', () => {
    expect(deleteRole(policy, 'nobody')).toEqual(policy)
  })
})

describe('candidateIdentities', () => {
  it('leaves out users and groups that already hold a role', () => {
    const all = [
      { id: 'u1', displayName: 'Alice' },
      { id: 'u2', displayName: 'Bob' },
      { id: 'g1', displayName: 'Admins' },
      { id: 'g2', displayName: 'Devs' },
    ]
    expect(candidateIdentities(all, policy).map((i) => i.id)).toEqual(['u2', 'g2'])
    expect(candidateIdentities(all, { roleAssignments: [] })).toEqual(all)
  })
})
