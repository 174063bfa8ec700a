import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { useApiMutation } from '~/api/query'
import { SelectField } from '~/components/form/select-field'
import { SideModalForm } from '~/components/form/side-modal-form'
import { DescriptionField, NameField } from '~/components/form/text-field'
import { addToast } from '~/ui/toast'
import { paths } from '~/util/paths'
import {
  emptySubnetPool,
  type SubnetPoolFormValues,
  valuesToSubnetPoolCreate,
} from './subnet-pool-values'

export function Component() {
  const navigate = useNavigate()
  const form = useForm<SubnetPoolFormValues>({ defaultValues: emptySubnetPool })
  const create = useApiMutation('systemSubnetPoolCreate', {
    invalidates: ['systemSubnetPoolList'],
  })
  return (
    <SideModalForm
      title="Create subnet pool"
      submitLabel="Create subnet pool"
      form={form}
      onDismiss={() => navigate(paths.systemSubnetPools())}
      onSubmit={(values) => create.mutateAsync({ body: valuesToSubnetPoolCreate(values) })}
      onSuccess={() => {
        const name = form.getValues().name.trim()
        addToast({ title: 'Subnet pool created', content: name })
        navigate(paths.systemSubnetPool({ pool: name }))
      }}
    >
      <NameField control={form.control} />
      <DescriptionField control={form.control} />
      <SelectField
        control={form.control}
        name="ipVersion"
        label="IP version"
        required
        description="A pool holds subnets of one IP version only."
        items={[
          { value: 'v4', label: 'IPv4' },
          { value: 'v6', label: 'IPv6' },
        ]}
      />
    </SideModalForm>
  )
}
