import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { useApiMutation } from '~/api/query'
import { SelectField } from '~/components/form/select-field'
import { SideModalForm } from '~/components/form/side-modal-form'
import { DescriptionField, NameField } from '~/components/form/text-field'
import { addToast } from '~/ui/toast'
import { paths } from '~/util/paths'
import { emptyIpPool, type IpPoolFormValues, ipPoolCreateRequest } from './ip-pool-values'

export function Component() {
  const navigate = useNavigate()
  const form = useForm<IpPoolFormValues>({ defaultValues: emptyIpPool })
  const create = useApiMutation('systemIpPoolCreate', { invalidates: ['systemIpPoolList'] })
  return (
    <SideModalForm
      title="Create IP pool"
      submitLabel="Create IP pool"
      form={form}
      onDismiss={() => navigate(paths.systemIpPools())}
      request={ipPoolCreateRequest}
      onSubmit={(values) => create.mutateAsync(ipPoolCreateRequest(values).params)}
      onSuccess={() => {
        const name = form.getValues().name.trim()
        addToast({ title: 'IP pool created', content: name })
        navigate(paths.systemIpPool({ pool: name }))
      }}
    >
      <NameField control={form.control} />
      <DescriptionField control={form.control} />
      <SelectField
        control={form.control}
        name="ipVersion"
        label="IP version"
        required
        description="A pool holds ranges of one IP version only."
        items={[
          { value: 'v4', label: 'IPv4' },
          { value: 'v6', label: 'IPv6' },
        ]}
      />
    </SideModalForm>
  )
}
