import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { useApiMutation } from '~/api/query'
import { RadioField } from '~/components/form/radio-field'
import { SideModalForm } from '~/components/form/side-modal-form'
import { IdentityFields } from '~/components/form/text-field'
import { useProjectSelector } from '~/hooks/selectors'
import { addToast } from '~/ui/toast'
import { paths } from '~/util/paths'
import {
  type AntiAffinityGroupFormValues,
  antiAffinityGroupCreateRequest,
  emptyAntiAffinityGroup,
  policyDescription,
} from './anti-affinity-group-form-values'

export const policyItems = (['allow', 'fail'] as const).map((policy) => ({
  value: policy,
  label: policy === 'allow' ? 'Allow' : 'Fail',
  description: policyDescription(policy),
}))

export function Component() {
  const navigate = useNavigate()
  const { project } = useProjectSelector()
  const form = useForm<AntiAffinityGroupFormValues>({ defaultValues: emptyAntiAffinityGroup })
  const create = useApiMutation('antiAffinityGroupCreate', {
    invalidates: ['antiAffinityGroupList'],
  })
  return (
    <SideModalForm
      title="Create anti-affinity group"
      submitLabel="Create anti-affinity group"
      form={form}
      onDismiss={() => navigate(paths.affinity({ project }))}
      request={(v) => antiAffinityGroupCreateRequest(v, project)}
      onSubmit={(values) =>
        create.mutateAsync(antiAffinityGroupCreateRequest(values, project).params)
      }
      onSuccess={() => {
        const name = form.getValues().name.trim()
        addToast({ title: 'Anti-affinity group created', content: name })
        navigate(paths.antiAffinityGroup({ project, antiAffinityGroup: name }))
      }}
    >
      <IdentityFields control={form.control} />
      <RadioField
        control={form.control}
        name="policy"
        label="Policy"
        description="Members are kept on different sleds. When that is not possible:"
        items={policyItems}
      />
    </SideModalForm>
  )
}
