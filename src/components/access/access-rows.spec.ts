import { describe, expect, it } from 'vitest'
import type { Policy } from '~/api/roles'
import {
  accessRows,
  canEditPolicy,
  type Identity,
  identitiesOf,
  pickerIdentities,
  userRole,
} from './access-rows'

const silo: Policy = {
  roleAssignments: [
    { identityId: 'alice', identityType: 'silo_user', roleName: 'admin' },
    { identityId: 'carol', identityType: 'silo_user', roleName: 'viewer' },
    { identityId: 'devs', identityType: 'silo_group', roleName: 'collaborator' },
  ],
}
const project: Policy = {
  roleAssignments: [
    { identityId: 'alice', identityType: 'silo_user', roleName: 'viewer' },
    { identityId: 'bob', identityType: 'silo_user', roleName: 'collaborator' },
    { identityId: 'bob', identityType: 'silo_user', roleName: 'viewer' },
    { identityId: 'ops', identityType: 'silo_group', roleName: 'viewer' },
    { identityId: 'devs', identityType: 'silo_group', roleName: 'admin' },
  ],
}
const names = new Map([
  ['alice', 'Alice'],
  ['bob', 'bob'],
  ['carol', 'Carol'],
  ['devs', 'developers'],
  ['ops', 'ops-team'],
])
const levels = [
  { label: 'silo', policy: silo },
  { label: 'project', policy: project },
]

describe('accessRows', () => {
  it('lists every identity of every level, groups first, then by name ignoring case', () => {
    const rows = accessRows(levels, names)
    expect(rows.map((r) => r.name)).toEqual(['developers', 'ops-team', 'Alice', 'bob', 'Carol'])
  })

  it('gives the role at each level, the own (last-level) role and the strongest', () => {
    const byName = Object.fromEntries(accessRows(levels, names).map((r) => [r.name, r]))
    expect(byName.Alice).toMatchObject({
      roles: ['admin', 'viewer'],
      ownRole: 'viewer',
      effectiveRole: 'admin',
      inheritedFrom: 'silo',
    })
    // two roles at one level: the strongest counts
    expect(byName.bob).toMatchObject({
      roles: [undefined, 'collaborator'],
      ownRole: 'collaborator',
      effectiveRole: 'collaborator',
      inheritedFrom: undefined,
    })
    // only inherited
    expect(byName.Carol).toMatchObject({
      roles: ['viewer', undefined],
      ownRole: undefined,
      effectiveRole: 'viewer',
      inheritedFrom: 'silo',
    })
    // the project grants more than the silo: not inherited
    expect(byName.developers).toMatchObject({ effectiveRole: 'admin', inheritedFrom: undefined })
  })

  it('shows the id of an identity it has no name for', () => {
    const rows = accessRows([{ label: 'silo', policy: silo }], new Map())
    expect(rows.map((r) => r.name)).toEqual(['devs', 'alice', 'carol'])
  })

  it('is empty for empty policies', () => {
    expect(accessRows([{ label: 'silo', policy: { roleAssignments: [] } }], names)).toEqual([])
  })
})

describe('userRole and canEditPolicy', () => {
  it('takes the strongest role of the user and their groups over all levels', () => {
    expect(userRole(levels, ['bob', 'ops'])).toBe('collaborator')
    expect(userRole(levels, ['carol', 'devs'])).toBe('admin')
    expect(userRole(levels, ['dave'])).toBeUndefined()
  })

  it('lets admins only edit', () => {
    expect(canEditPolicy(levels, ['alice'])).toBe(true)
    expect(canEditPolicy(levels, ['bob', 'ops'])).toBe(false)
    expect(canEditPolicy([{ label: 'silo', policy: silo }], ['carol'])).toBe(false)
    expect(canEditPolicy([{ label: 'silo', policy: silo }], ['carol', 'devs'])).toBe(false)
  })
})

describe('pickerIdentities', () => {
  const all: Identity[] = [
    { id: 'alice', name: 'Alice', identityType: 'silo_user' },
    { id: 'dave', name: 'dave', identityType: 'silo_user' },
    { id: 'ops', name: 'ops-team', identityType: 'silo_group' },
    { id: 'devs', name: 'developers', identityType: 'silo_group' },
    { id: 'carol', name: 'Carol', identityType: 'silo_user' },
  ]
  it('leaves out identities holding a role at the edited level, groups first', () => {
    expect(pickerIdentities(all, silo).map((i) => i.id)).toEqual(['ops', 'dave'])
    expect(pickerIdentities(all, project).map((i) => i.id)).toEqual(['carol', 'dave'])
  })
})

describe('identitiesOf', () => {
  it('makes groups, then users, identities named by their display names', () => {
    const groups = [{ id: 'g1', displayName: 'ops', extra: 1 }]
    const users = [
      { id: 'u1', displayName: 'Alice' },
      { id: 'u2', displayName: 'Bob' },
    ]
    expect(identitiesOf(groups, users)).toEqual([
      { id: 'g1', name: 'ops', identityType: 'silo_group' },
      { id: 'u1', name: 'Alice', identityType: 'silo_user' },
      { id: 'u2', name: 'Bob', identityType: 'silo_user' },
    ])
  })

  it('is empty with neither', () => {
    expect(identitiesOf([], [])).toEqual([])
  })
})
