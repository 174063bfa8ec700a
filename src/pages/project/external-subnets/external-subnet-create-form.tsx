import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { useApiMutation, usePrefetchedQuery } from '~/api/query'
import { ComboboxField } from '~/components/form/combobox-field'
import { NumberField } from '~/components/form/number-field'
import { RadioField } from '~/components/form/radio-field'
import { SideModalForm } from '~/components/form/side-modal-form'
import { DescriptionField, NameField, TextField } from '~/components/form/text-field'
import { useProjectSelector } from '~/hooks/selectors'
import { addToast } from '~/ui/toast'
import { paths } from '~/util/paths'
import {
  type ExternalSubnetFormValues,
  emptyExternalSubnet,
  validateExternalSubnet,
  valuesToExternalSubnetCreate,
} from './external-subnet-values'
import { subnetPoolsQuery } from './loaders'

export function Component() {
  const navigate = useNavigate()
  const { project } = useProjectSelector()
  const pools = usePrefetchedQuery(subnetPoolsQuery()).data.items
  const form = useForm<ExternalSubnetFormValues>({ defaultValues: emptyExternalSubnet })
  const allocation = form.watch('allocation')
  const poolName = form.watch('pool')
  const pool = pools.find((p) => p.name === poolName)
  const create = useApiMutation('externalSubnetCreate', { invalidates: ['externalSubnetList'] })
  return (
    <SideModalForm
      title="Create external subnet"
      submitLabel="Create external subnet"
      form={form}
      onDismiss={() => navigate(paths.externalSubnets({ project }))}
      onSubmit={(values) =>
        create.mutateAsync({ query: { project }, body: valuesToExternalSubnetCreate(values) })
      }
      onSuccess={() => {
        addToast({ title: 'External subnet created', content: form.getValues().name.trim() })
        navigate(paths.externalSubnets({ project }))
      }}
    >
      <NameField control={form.control} />
      <DescriptionField control={form.control} />
      <RadioField
        control={form.control}
        name="allocation"
        label="Subnet"
        items={[
          { value: 'auto', label: 'Next free block of a subnet pool' },
          { value: 'explicit', label: 'A specific block' },
        ]}
      />
      {allocation === 'auto' ? (
        <>
          <ComboboxField
            control={form.control}
            name="pool"
            label="Subnet pool"
            items={pools.map((p) => ({
              value: p.name,
              label: `${p.name} (${p.ipVersion}${p.isDefault ? ', default' : ''})`,
            }))}
            placeholder="The silo's default pool"
            description="Leave empty to use the silo's default subnet pool."
          />
          <NumberField
            control={form.control}
            name="prefixLength"
            label="Prefix length"
            required
            min={0}
            max={pool?.ipVersion === 'v6' ? 128 : 32}
            description="The block's size: a /28 holds 16 IPv4 addresses."
          />
        </>
      ) : (
        <TextField
          control={form.control}
          name="subnet"
          label="Subnet"
          required
          validate={validateExternalSubnet}
          placeholder="203.0.113.64/28"
          description="A free block inside a subnet pool linked to this silo."
        />
      )}
    </SideModalForm>
  )
}
