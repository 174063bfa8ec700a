import type { AffinityGroup, AffinityPolicy, InstanceState } from '~/api/__generated__/Api'
import { allowedStatesText, instanceCan } from '~/api/states'
import { type IdentityValues, trimmedIdentity } from '~/util/names'
import type { GroupBody, GroupKind, GroupSelector } from './group-kind'

/** What the group forms edit; the policy is fixed once the group exists. */
export type GroupFormValues = IdentityValues & {
  policy: AffinityPolicy
}

export const emptyGroup: GroupFormValues = { name: '', description: '', policy: 'allow' }

// the API knows one failure domain: the sled
export const valuesToGroupCreate = (v: GroupFormValues): GroupBody => ({
  ...trimmedIdentity(v),
  policy: v.policy,
  failureDomain: 'sled',
})

export const groupToValues = (g: AffinityGroup): GroupFormValues => ({
  name: g.name,
  description: g.description,
  policy: g.policy,
})

export const valuesToGroupUpdate = (v: GroupFormValues) => trimmedIdentity(v)

/** How the console says a policy: what happens when the group's rule cannot be kept. */
export const policyLabel = (policy: AffinityPolicy) => (policy === 'fail' ? 'Fail' : 'Allow')

type Instance = { id: string; name: string; runState: InstanceState }

/**
 * The add-member picker's choices: the project's instances that are not yet
 * members, each with its state; one that is not stopped cannot be picked and
 * says why.
 */
export const memberChoices = (instances: readonly Instance[], memberIds: readonly string[]) =>
  instances
    .filter((i) => !memberIds.includes(i.id))
    .map((i) => ({
      value: i.name,
      label: `${i.name} (${i.runState})`,
      disabledReason: instanceCan('addToAffinityGroup', i)
        ? undefined
        : allowedStatesText('instance', 'addToAffinityGroup'),
    }))

/** The create form's call. */
export const groupCreateRequest = (kind: GroupKind, v: GroupFormValues, project: string) =>
  kind.requests.create(project, valuesToGroupCreate(v))

/** The edit form's call: name and description only. */
export const groupUpdateRequest = (kind: GroupKind, v: GroupFormValues, sel: GroupSelector) =>
  kind.requests.update(sel, valuesToGroupUpdate(v))
