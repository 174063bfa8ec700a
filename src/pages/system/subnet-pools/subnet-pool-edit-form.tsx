import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { useApiMutation, usePrefetchedApiQuery } from '~/api/query'
import { SideModalForm } from '~/components/form/side-modal-form'
import { DescriptionField, NameField } from '~/components/form/text-field'
import { useSubnetPoolSelector } from '~/hooks/selectors'
import { addToast } from '~/ui/toast'
import { paths } from '~/util/paths'
import {
  type SubnetPoolFormValues,
  subnetPoolToValues,
  valuesToSubnetPoolUpdate,
} from './subnet-pool-values'

export function Component() {
  const navigate = useNavigate()
  const selector = useSubnetPoolSelector()
  const { data: pool } = usePrefetchedApiQuery('systemSubnetPoolView', { path: selector })
  const form = useForm<SubnetPoolFormValues>({ defaultValues: subnetPoolToValues(pool) })
  const update = useApiMutation('systemSubnetPoolUpdate', {
    invalidates: ['systemSubnetPoolList', 'systemSubnetPoolView', 'siloSubnetPoolList'],
  })
  return (
    <SideModalForm
      title="Edit subnet pool"
      submitLabel="Update subnet pool"
      form={form}
      onDismiss={() => navigate(paths.systemSubnetPool(selector))}
      onSubmit={(values) =>
        update.mutateAsync({ path: selector, body: valuesToSubnetPoolUpdate(values) })
      }
      onSuccess={() => {
        const name = form.getValues().name.trim()
        addToast({ title: 'Subnet pool updated', content: name })
        navigate(paths.systemSubnetPool({ pool: name }))
      }}
    >
      <NameField control={form.control} />
      <DescriptionField control={form.control} />
    </SideModalForm>
  )
}
