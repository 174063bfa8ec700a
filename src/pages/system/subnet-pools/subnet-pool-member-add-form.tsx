import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { usePrefetchedApiQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { NumberField } from '~/components/form/number-field'
import { requestFormProps } from '~/components/form/request-form'
import { SideModalForm } from '~/components/form/side-modal-form'
import { TextField } from '~/components/form/text-field'
import { useSubnetPoolSelector } from '~/hooks/selectors'
import { paths } from '~/util/paths'
import {
  emptyMember,
  type MemberFormValues,
  subnetPoolMemberAddRequest,
  validateMember,
} from './subnet-pool-values'

export const handle: RouteHandle = { title: 'Add member' }

export function Component() {
  const navigate = useNavigate()
  const selector = useSubnetPoolSelector()
  const { data: pool } = usePrefetchedApiQuery('systemSubnetPoolView', { path: selector })
  const form = useForm<MemberFormValues>({ defaultValues: emptyMember })
  const action = {
    verb: 'add',
    noun: 'subnet',
    invalidates: ['systemSubnetPoolMemberList', 'systemSubnetPoolUtilizationView'],
    content: (v: MemberFormValues) => v.subnet.trim(),
  } as const
  const request = (v: MemberFormValues) => subnetPoolMemberAddRequest(v, selector.pool)
  const toPool = () => navigate(paths.systemSubnetPool(selector))
  const check = (field: keyof MemberFormValues) => () =>
    validateMember(form.getValues(), pool.ipVersion)[field]
  const v4 = pool.ipVersion === 'v4'
  return (
    <SideModalForm {...requestFormProps(form, action, request, toPool)} onDismiss={toPool}>
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
