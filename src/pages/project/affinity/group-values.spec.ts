import { describe, expect, it } from 'vitest'
import { affinityKind, antiAffinityKind, groupParams } from './group-kind'
import {
  emptyGroup,
  groupCreateRequest,
  groupToValues,
  groupUpdateRequest,
  memberChoices,
  policyLabel,
  valuesToGroupCreate,
  valuesToGroupUpdate,
} from './group-values'

describe('group form values', () => {
  it('creates a group on the sled failure domain, trimmed', () => {
    expect(
      valuesToGroupCreate({
        ...emptyGroup,
        name: ' db-spread ',
        description: ' apart ',
        policy: 'fail',
      }),
    ).toEqual({ name: 'db-spread', description: 'apart', policy: 'fail', failureDomain: 'sled' })
  })

  it('edits name and description only', () => {
    const group = {
      id: 'g',
      name: 'web-spread',
      description: 'front',
      policy: 'allow' as const,
      failureDomain: 'sled' as const,
      projectId: 'p',
      timeCreated: new Date(0),
      timeModified: new Date(0),
    }
    const values = groupToValues(group)
    expect(values).toEqual({ name: 'web-spread', description: 'front', policy: 'allow' })
    expect(valuesToGroupUpdate({ ...values, name: 'web ', policy: 'fail' })).toEqual({
      name: 'web',
      description: 'front',
    })
  })

  it('labels the policy', () => {
    expect(policyLabel('allow')).toBe('Allow')
    expect(policyLabel('fail')).toBe('Fail')
  })
})

describe('the add-member picker', () => {
  const instances = [
    { id: '1', name: 'web-1', runState: 'running' as const },
    { id: '2', name: 'db-1', runState: 'stopped' as const },
    { id: '3', name: 'db-2', runState: 'stopped' as const },
  ]
  it('offers stopped non-members; a running instance shows with the reason it cannot join', () => {
    expect(memberChoices(instances, ['3'])).toEqual([
      {
        value: 'web-1',
        label: 'web-1 (running)',
        disabledReason: 'Only available when the instance is stopped',
      },
      { value: 'db-1', label: 'db-1 (stopped)', disabledReason: undefined },
    ])
  })
})

describe('group kinds', () => {
  const sel = { project: 'web-prod', group: 'near' }
  it('build each kind its own calls, with its path param', () => {
    expect(groupParams(affinityKind, sel)).toEqual({
      path: { affinityGroup: 'near' },
      query: { project: 'web-prod' },
    })
    expect(groupParams(antiAffinityKind, sel)).toEqual({
      path: { antiAffinityGroup: 'near' },
      query: { project: 'web-prod' },
    })
    expect(groupCreateRequest(affinityKind, { ...emptyGroup, name: 'near' }, 'web-prod')).toEqual({
      operationId: 'affinityGroupCreate',
      params: {
        query: { project: 'web-prod' },
        body: { name: 'near', description: '', policy: 'allow', failureDomain: 'sled' },
      },
    })
    expect(groupUpdateRequest(antiAffinityKind, { ...emptyGroup, name: 'far' }, sel)).toEqual({
      operationId: 'antiAffinityGroupUpdate',
      params: {
        path: { antiAffinityGroup: 'near' },
        query: { project: 'web-prod' },
        body: { name: 'far', description: '' },
      },
    })
    expect(affinityKind.requests.memberRemove(sel, 'db-1')).toEqual({
      operationId: 'affinityGroupMemberInstanceDelete',
      params: { path: { affinityGroup: 'near', instance: 'db-1' }, query: { project: 'web-prod' } },
    })
  })

  it('link each kind to its own pages', () => {
    expect(affinityKind.paths.view(sel)).toBe('/projects/web-prod/affinity-groups/near')
    expect(antiAffinityKind.paths.edit(sel)).toBe('/projects/web-prod/affinity/near/edit')
  })
})
