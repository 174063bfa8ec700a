import { describe, expect, it } from 'vitest'
import {
  multicastJoinRequest,
  multicastLeaveRequest,
  parseSourceList,
  validateGroup,
  validateSourceList,
} from './multicast-values'

const sel = { project: 'web-prod', instance: 'web-1' }

describe('multicast join', () => {
  it('reads sources split by commas or spaces', () => {
    expect(parseSourceList(' 192.0.2.1, 192.0.2.2  fd00::1 ')).toEqual([
      '192.0.2.1',
      '192.0.2.2',
      'fd00::1',
    ])
    expect(parseSourceList('  ')).toEqual([])
  })

  it('names the first source that is not an address', () => {
    expect(validateSourceList('192.0.2.1, nope')).toBe('nope is not an IP address')
    expect(validateSourceList('')).toBeUndefined()
  })

  it('takes a group name, a multicast address or an id', () => {
    expect(validateGroup('video-feed')).toBeUndefined()
    expect(validateGroup('224.2.0.9')).toBeUndefined()
    expect(validateGroup('3c0a0000-1d2e-4f3a-8b4c-5d6e7f8a9b01')).toBeUndefined()
    expect(validateGroup('Video Feed')).toBe(
      "Must start with a lowercase letter, or give the group's multicast address",
    )
  })

  it('joins by the typed group, with sources only when there are some', () => {
    expect(multicastJoinRequest({ group: ' video-feed ', sources: '' }, sel).params).toEqual({
      path: { instance: 'web-1', multicastGroup: 'video-feed' },
      query: { project: 'web-prod' },
      body: {},
    })
    expect(
      multicastJoinRequest({ group: '232.1.0.5', sources: '192.0.2.9' }, sel).params.body,
    ).toEqual({ sourceIps: ['192.0.2.9'] })
  })

  it('leaves by the group name', () => {
    expect(multicastLeaveRequest(sel, 'video-feed')).toMatchObject({
      operationId: 'instanceMulticastGroupLeave',
      params: { path: { instance: 'web-1', multicastGroup: 'video-feed' } },
    })
  })
})
