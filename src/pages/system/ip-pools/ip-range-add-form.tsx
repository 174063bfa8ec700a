import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { useApiMutation, usePrefetchedApiQuery } from '~/api/query'
import { SideModalForm } from '~/components/form/side-modal-form'
import { TextField } from '~/components/form/text-field'
import { useIpPoolSelector } from '~/hooks/selectors'
import { addToast } from '~/ui/toast'
import { paths } from '~/util/paths'
import {
  ipRangeAddRequest,
  type RangeFormValues,
  validateRange,
  valuesToRange,
} from './ip-pool-values'

export function Component() {
  const navigate = useNavigate()
  const selector = useIpPoolSelector()
  const { data: pool } = usePrefetchedApiQuery('systemIpPoolView', { path: selector })
  const form = useForm<RangeFormValues>({ defaultValues: { first: '', last: '' } })
  const add = useApiMutation('systemIpPoolRangeAdd', {
    invalidates: ['systemIpPoolRangeList', 'systemIpPoolUtilizationView'],
  })
  const check = (field: keyof RangeFormValues) => () =>
    validateRange(form.getValues(), pool.ipVersion)[field]
  const example = pool.ipVersion === 'v4' ? '192.0.2.1' : 'fd00::1'
  return (
    <SideModalForm
      title="Add IP range"
      submitLabel="Add IP range"
      form={form}
      onDismiss={() => navigate(paths.systemIpPool(selector))}
      request={(v) => ipRangeAddRequest(v, selector.pool)}
      onSubmit={(values) => add.mutateAsync(ipRangeAddRequest(values, selector.pool).params)}
      onSuccess={() => {
        const { first, last } = valuesToRange(form.getValues())
        addToast({ title: 'IP range added', content: `${first}–${last}` })
        navigate(paths.systemIpPool(selector))
      }}
    >
      <p className="field-help">
        Both ends are included, and must be {pool.ipVersion === 'v4' ? 'IPv4' : 'IPv6'} addresses
        like this pool's. Ranges may not overlap any pool's ranges.
      </p>
      <TextField
        control={form.control}
        name="first"
        label="First"
        required
        placeholder={example}
        validate={check('first')}
      />
      <TextField
        control={form.control}
        name="last"
        label="Last"
        required
        placeholder={example}
        validate={check('last')}
      />
    </SideModalForm>
  )
}
