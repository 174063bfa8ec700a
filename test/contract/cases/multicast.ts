import * as schema from '~/api/__generated__/validate'
import type { Case } from './types'

const I = '/v1/instances/web-1/multicast-groups'
const P = 'project=web-prod'

/** Multicast groups (the fleet's) and an instance's memberships. */
export const multicastCases: Case[] = [
  {
    op: 'multicastGroupList',
    method: 'GET',
    path: '/v1/multicast-groups',
    schema: schema.MulticastGroupResultsPage,
  },
  {
    op: 'multicastGroupView',
    method: 'GET',
    path: '/v1/multicast-groups/video-feed',
    schema: schema.MulticastGroup,
  },
  {
    op: 'multicastGroupMemberList',
    method: 'GET',
    path: '/v1/multicast-groups/video-feed/members',
    schema: schema.MulticastGroupMemberResultsPage,
  },
  {
    op: 'instanceMulticastGroupList',
    method: 'GET',
    path: `${I}?${P}`,
    schema: schema.MulticastGroupMemberResultsPage,
  },
  {
    op: 'instanceMulticastGroupJoin',
    method: 'PUT',
    path: `${I}/metrics-bus?${P}`,
    body: {},
    schema: schema.MulticastGroupMember,
    status: 201,
  },
  {
    op: 'instanceMulticastGroupLeave',
    method: 'DELETE',
    path: `${I}/video-feed?${P}`,
    schema: null,
  },
]
