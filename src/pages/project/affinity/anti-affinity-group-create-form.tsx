import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { RadioField } from '~/components/form/radio-field'
import { requestFormProps } from '~/components/form/request-form'
import { SideModalForm } from '~/components/form/side-modal-form'
import { IdentityFields } from '~/components/form/text-field'
import { useProjectSelector } from '~/hooks/selectors'
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
  const action = {
    verb: 'create',
    noun: 'anti-affinity group',
    invalidates: ['antiAffinityGroupList'],
  } as const
  const shell = requestFormProps(
    form,
    action,
    (v) => antiAffinityGroupCreateRequest(v, project),
    (name) => navigate(paths.antiAffinityGroup({ project, antiAffinityGroup: name })),
  )
  return (
    <SideModalForm {...shell} onDismiss={() => navigate(paths.affinity({ project }))}>
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
