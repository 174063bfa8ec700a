import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { useApiMutation, usePrefetchedApiQuery } from '~/api/query'
import { NumberField } from '~/components/form/number-field'
import { SideModalForm } from '~/components/form/side-modal-form'
import { TextField } from '~/components/form/text-field'
import { useSubnetPoolSelector } from '~/hooks/selectors'
import { addToast } from '~/ui/toast'
import { paths } from '~/util/paths'
import {
  emptyMember,
  type MemberFormValues,
  subnetPoolMemberAddRequest,
  validateMember,
  valuesToMemberAdd,
} from './subnet-pool-values'

export function Component() {
  const navigate = useNavigate()
  const selector = useSubnetPoolSelector()
  const { data: pool } = usePrefetchedApiQuery('systemSubnetPoolView', { path: selector })
  const form = useForm<MemberFormValues>({ defaultValues: emptyMember })
  const add = useApiMutation('systemSubnetPoolMemberAdd', {
    invalidates: ['systemSubnetPoolMemberList', 'systemSubnetPoolUtilizationView'],
  })
  const check = (field: keyof MemberFormValues) => () =>
    validateMember(form.getValues(), pool.ipVersion)[field]
  const v4 = pool.ipVersion === 'v4'
  return (
    <SideModalForm
      title="Add subnet"
      submitLabel="Add subnet"
      form={form}
      onDismiss={() => navigate(paths.systemSubnetPool(selector))}
      request={(values) => subnetPoolMemberAddRequest(values, selector.pool)}
      onSubmit={(values) => add.mutateAsync({ path: selector, body: valuesToMemberAdd(values) })}
      onSuccess={() => {
        addToast({ title: 'Subnet added', content: form.getValues().subnet.trim() })
        navigate(paths.systemSubnetPool(selector))
      }}
    >
      <TextField
        control={form.control}
        name="subnet"
        label="Subnet"
        required
        placeholder={v4 ? '198.51.100.0/24' : 'fd00:1::/48'}
        description={`An ${v4 ? 'IPv4' : 'IPv6'} block that overlaps no other pool's subnets.`}
        validate={check('subnet')}
      />
      <NumberField
        control={form.control}
        name="minPrefixLength"
        label="Minimum prefix length"
        description="The largest block a project may take; by default the subnet's own prefix."
        validate={check('minPrefixLength')}
      />
      <NumberField
        control={form.control}
        name="maxPrefixLength"
        label="Maximum prefix length"
        description={`The smallest block a project may take; by default /${v4 ? 32 : 128}.`}
        validate={check('maxPrefixLength')}
      />
    </SideModalForm>
  )
}
