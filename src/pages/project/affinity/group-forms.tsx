import { useForm } from 'react-hook-form'
import { useNavigate, useParams } from 'react-router'
import { usePrefetchedQuery } from '~/api/query'
import { RadioField } from '~/components/form/radio-field'
import { requestFormProps } from '~/components/form/request-form'
import { SideModalForm } from '~/components/form/side-modal-form'
import { IdentityFields, TextField } from '~/components/form/text-field'
import { getGroupSelector, useProjectSelector } from '~/hooks/selectors'
import type { GroupKind } from './group-kind'
import {
  emptyGroup,
  type GroupFormValues,
  groupCreateRequest,
  groupToValues,
  groupUpdateRequest,
  policyLabel,
} from './group-values'
import { groupQuery } from './loaders'

const policyItems = (kind: GroupKind) =>
  (['allow', 'fail'] as const).map((policy) => ({
    value: policy,
    label: policyLabel(policy),
    description: kind.policyDescription(policy),
  }))

/** Create a group of the kind: name, description and the policy, which is fixed from then on. */
export function GroupCreateForm({ kind }: { kind: GroupKind }) {
  const navigate = useNavigate()
  const { project } = useProjectSelector()
  const form = useForm<GroupFormValues>({ defaultValues: emptyGroup })
  const action = { verb: 'create', noun: kind.noun, invalidates: kind.queries } as const
  const shell = requestFormProps(
    form,
    action,
    (v) => groupCreateRequest(kind, v, project),
    (name) => navigate(kind.paths.view({ project, group: name })),
  )
  return (
    <SideModalForm {...shell} onDismiss={() => navigate(kind.paths.list({ project }))}>
      <IdentityFields control={form.control} />
      <RadioField
        control={form.control}
        name="policy"
        label="Policy"
        description={`${kind.rule} When that is not possible:`}
        items={policyItems(kind)}
      />
    </SideModalForm>
  )
}

/** Rename a group or change its description; the policy shows, read-only. */
export function GroupEditForm({ kind }: { kind: GroupKind }) {
  const navigate = useNavigate()
  const selector = getGroupSelector(useParams(), kind.param)
  const { data: group } = usePrefetchedQuery(groupQuery(kind, selector))
  const form = useForm<GroupFormValues & { policyText: string }>({
    defaultValues: { ...groupToValues(group), policyText: policyLabel(group.policy) },
  })
  const action = { verb: 'update', noun: kind.noun, invalidates: kind.queries } as const
  const shell = requestFormProps(
    form,
    action,
    (v) => groupUpdateRequest(kind, v, selector),
    // a rename changes the group's URL
    (name) => navigate(kind.paths.view({ ...selector, group: name }), { replace: true }),
  )
  return (
    <SideModalForm {...shell} onDismiss={() => navigate(kind.paths.view(selector))}>
      <IdentityFields control={form.control} />
      <TextField
        control={form.control}
        name="policyText"
        label="Policy"
        readOnly
        description="Set when the group was created; it cannot change."
      />
    </SideModalForm>
  )
}
