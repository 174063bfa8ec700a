import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { useApiMutation } from '~/api/query'
import { ComboboxField } from '~/components/form/combobox-field'
import { RadioField } from '~/components/form/radio-field'
import { SideModalForm } from '~/components/form/side-modal-form'
import { DescriptionField, NameField, TextField } from '~/components/form/text-field'
import { useProjectSelector } from '~/hooks/selectors'
import { addToast } from '~/ui/toast'
import { validateIp } from '~/util/ip'
import { paths } from '~/util/paths'
import {
  emptyFloatingIp,
  type FloatingIpFormValues,
  floatingIpCreateRequest,
} from './floating-ip-form-values'
import { poolsQuery } from './loaders'

export function Component() {
  const navigate = useNavigate()
  const { project } = useProjectSelector()
  const pools = useQuery(poolsQuery()).data?.items ?? []
  const defaultPool = pools.find((p) => p.isDefault)?.name ?? ''
  const form = useForm<FloatingIpFormValues>({ defaultValues: emptyFloatingIp(defaultPool) })
  const allocation = form.watch('allocation')
  const create = useApiMutation('floatingIpCreate', { invalidates: ['floatingIpList'] })
  return (
    <SideModalForm
      title="Create floating IP"
      submitLabel="Create floating IP"
      form={form}
      onDismiss={() => navigate(paths.floatingIps({ project }))}
      request={(v) => floatingIpCreateRequest(v, project)}
      onSubmit={(values) => create.mutateAsync(floatingIpCreateRequest(values, project).params)}
      onSuccess={() => {
        addToast({ title: 'Floating IP created', content: form.getValues().name.trim() })
        navigate(paths.floatingIps({ project }))
      }}
    >
      <NameField control={form.control} />
      <DescriptionField control={form.control} />
      <RadioField
        control={form.control}
        name="allocation"
        label="Address"
        items={[
          { value: 'pool', label: 'Next free address of a pool' },
          { value: 'ip', label: 'A specific address' },
        ]}
      />
      {allocation === 'pool' ? (
        <ComboboxField
          control={form.control}
          name="pool"
          label="IP pool"
          required
          items={pools.map((p) => ({
            value: p.name,
            label: `${p.name} (${p.ipVersion}${p.isDefault ? ', default' : ''})`,
          }))}
          placeholder="Choose a pool"
        />
      ) : (
        <TextField
          control={form.control}
          name="ip"
          label="IP address"
          required
          validate={validateIp}
          placeholder="192.0.2.50"
          description="An unused address in one of the silo's IP pools."
        />
      )}
    </SideModalForm>
  )
}
