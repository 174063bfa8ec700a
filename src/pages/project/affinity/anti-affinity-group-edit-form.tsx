import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { usePrefetchedApiQuery } from '~/api/query'
import { requestFormProps } from '~/components/form/request-form'
import { SideModalForm } from '~/components/form/side-modal-form'
import { IdentityFields, TextField } from '~/components/form/text-field'
import { useAntiAffinityGroupSelector } from '~/hooks/selectors'
import { paths } from '~/util/paths'
import {
  type AntiAffinityGroupFormValues,
  antiAffinityGroupToValues,
  antiAffinityGroupUpdateRequest,
  policyLabel,
} from './anti-affinity-group-form-values'

export function Component() {
  const navigate = useNavigate()
  const { project, antiAffinityGroup } = useAntiAffinityGroupSelector()
  const { data: group } = usePrefetchedApiQuery('antiAffinityGroupView', {
    path: { antiAffinityGroup },
    query: { project },
  })
  const form = useForm<AntiAffinityGroupFormValues & { policyText: string }>({
    defaultValues: { ...antiAffinityGroupToValues(group), policyText: policyLabel(group.policy) },
  })
  const action = {
    verb: 'update',
    noun: 'anti-affinity group',
    invalidates: [
      'antiAffinityGroupList',
      'antiAffinityGroupView',
      'instanceAntiAffinityGroupList',
    ],
  } as const
  const shell = requestFormProps(
    form,
    action,
    (v) => antiAffinityGroupUpdateRequest(v, { project, antiAffinityGroup }),
    // a rename changes the group's URL
    (name) =>
      navigate(paths.antiAffinityGroup({ project, antiAffinityGroup: name }), { replace: true }),
  )
  return (
    <SideModalForm
      {...shell}
      onDismiss={() => navigate(paths.antiAffinityGroup({ project, antiAffinityGroup }))}
    >
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
