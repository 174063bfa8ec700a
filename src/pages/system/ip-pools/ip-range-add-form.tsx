import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { usePrefetchedApiQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { requestFormProps } from '~/components/form/request-form'
import { SideModalForm } from '~/components/form/side-modal-form'
import { TextField } from '~/components/form/text-field'
import { useIpPoolSelector } from '~/hooks/selectors'
import { paths } from '~/util/paths'
import {
  ipRangeAddRequest,
  type RangeFormValues,
  validateRange,
  valuesToRange,
} from './ip-pool-values'

export const handle: RouteHandle = { title: 'Add IP range' }

export function Component() {
  const navigate = useNavigate()
  const selector = useIpPoolSelector()
  const { data: pool } = usePrefetchedApiQuery('systemIpPoolView', { path: selector })
  const form = useForm<RangeFormValues>({ defaultValues: { first: '', last: '' } })
  const check = (field: keyof RangeFormValues) => () =>
    validateRange(form.getValues(), pool.ipVersion)[field]
  const action = {
    verb: 'add',
    noun: 'IP range',
    invalidates: ['systemIpPoolRangeList', 'systemIpPoolUtilizationView'],
    content: (v: RangeFormValues) => {
      const { first, last } = valuesToRange(v)
      return `${first}–${last}`
    },
  } as const
  const toPool = () => navigate(paths.systemIpPool(selector))
  const example = pool.ipVersion === 'v4' ? '192.0.2.1' : 'fd00::1'
  return (
    <SideModalForm
      {...requestFormProps(form, action, (v) => ipRangeAddRequest(v, selector.pool), toPool)}
      onDismiss={toPool}
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
