import type {
  AffinityPolicy,
  AntiAffinityGroup,
  AntiAffinityGroupCreate,
  AntiAffinityGroupUpdate,
} from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'

/** What the anti-affinity group forms edit; the policy is fixed once the group exists. */
export type AntiAffinityGroupFormValues = {
  name: string
  description: string
  policy: AffinityPolicy
}

export const emptyAntiAffinityGroup: AntiAffinityGroupFormValues = {
  name: '',
  description: '',
  policy: 'allow',
}

// the API knows one failure domain: the sled
export const valuesToAntiAffinityGroupCreate = (
  v: AntiAffinityGroupFormValues,
): AntiAffinityGroupCreate => ({
  name: v.name.trim(),
  description: v.description.trim(),
  policy: v.policy,
  failureDomain: 'sled',
})

export const antiAffinityGroupToValues = (g: AntiAffinityGroup): AntiAffinityGroupFormValues => ({
  name: g.name,
  description: g.description,
  policy: g.policy,
})

export const valuesToAntiAffinityGroupUpdate = (
  v: AntiAffinityGroupFormValues,
): AntiAffinityGroupUpdate => ({ name: v.name.trim(), description: v.description.trim() })

/** How the console says a policy: what happens when the group cannot be kept apart. */
export const policyLabel = (policy: AffinityPolicy) => (policy === 'fail' ? 'Fail' : 'Allow')

export const policyDescription = (policy: AffinityPolicy) =>
  policy === 'fail'
    ? 'An instance does not start when it would share a sled with another member.'
    : 'Members may share a sled when there is no other way to start them.'

/** Member count from the first page of members: "50+" when there are more pages. */
export const memberCountText = (page: { items: unknown[]; nextPage?: string | null }) =>
  page.nextPage ? `${page.items.length}+` : String(page.items.length)

export const antiAffinityGroupCreateRequest = (v: AntiAffinityGroupFormValues, project: string) =>
  apiRequest('antiAffinityGroupCreate', {
    query: { project },
    body: valuesToAntiAffinityGroupCreate(v),
  })

export const antiAffinityGroupUpdateRequest = (
  v: AntiAffinityGroupFormValues,
  sel: { project: string; antiAffinityGroup: string },
) =>
  apiRequest('antiAffinityGroupUpdate', {
    path: { antiAffinityGroup: sel.antiAffinityGroup },
    query: { project: sel.project },
    body: valuesToAntiAffinityGroupUpdate(v),
  })

export const antiAffinityMemberAddRequest = (
  sel: { project: string; antiAffinityGroup: string },
  instance: string,
) =>
  apiRequest('antiAffinityGroupMemberInstanceAdd', {
    path: { antiAffinityGroup: sel.antiAffinityGroup, instance },
    query: { project: sel.project },
  })
