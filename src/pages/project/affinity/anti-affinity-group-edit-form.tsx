import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { useApiMutation, usePrefetchedApiQuery } from '~/api/query'
import { SideModalForm } from '~/components/form/side-modal-form'
import { IdentityFields, TextField } from '~/components/form/text-field'
import { useAntiAffinityGroupSelector } from '~/hooks/selectors'
import { addToast } from '~/ui/toast'
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
  const update = useApiMutation('antiAffinityGroupUpdate', {
    invalidates: [
      'antiAffinityGroupList',
      'antiAffinityGroupView',
      'instanceAntiAffinityGroupList',
    ],
  })
  return (
    <SideModalForm
      title="Edit anti-affinity group"
      submitLabel="Update anti-affinity group"
      form={form}
      onDismiss={() => navigate(paths.antiAffinityGroup({ project, antiAffinityGroup }))}
      request={(v) => antiAffinityGroupUpdateRequest(v, { project, antiAffinityGroup })}
      onSubmit={(values) =>
        update.mutateAsync(
          antiAffinityGroupUpdateRequest(values, { project, antiAffinityGroup }).params,
        )
      }
      onSuccess={() => {
        const name = form.getValues().name.trim()
        addToast({ title: 'Anti-affinity group updated', content: name })
        // a rename changes the group's URL
        navigate(paths.antiAffinityGroup({ project, antiAffinityGroup: name }), { replace: true })
      }}
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
