import { describe, expect, it } from 'vitest'
import {
  antiAffinityGroupToValues,
  emptyAntiAffinityGroup,
  memberCountText,
  policyLabel,
  valuesToAntiAffinityGroupCreate,
  valuesToAntiAffinityGroupUpdate,
} from './anti-affinity-group-form-values'

describe('anti-affinity group form values', () => {
  it('creates a group on the sled failure domain, trimmed', () => {
    expect(
      valuesToAntiAffinityGroupCreate({
        ...emptyAntiAffinityGroup,
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
    const values = antiAffinityGroupToValues(group)
    expect(values).toEqual({ name: 'web-spread', description: 'front', policy: 'allow' })
    expect(valuesToAntiAffinityGroupUpdate({ ...values, name: 'web ', policy: 'fail' })).toEqual({
      name: 'web',
      description: 'front',
    })
  })

  it('labels the policy', () => {
    expect(policyLabel('allow')).toBe('Allow')
    expect(policyLabel('fail')).toBe('Fail')
  })

  it('counts members, with a plus when there are more pages', () => {
    expect(memberCountText({ items: [1, 2] })).toBe('2')
    expect(memberCountText({ items: [1, 2], nextPage: 'x' })).toBe('2+')
  })
})
