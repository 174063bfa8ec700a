import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { useApiMutation, usePrefetchedApiQuery } from '~/api/query'
import { SideModalForm } from '~/components/form/side-modal-form'
import { DescriptionField, NameField } from '~/components/form/text-field'
import { useExternalSubnetSelector } from '~/hooks/selectors'
import { addToast } from '~/ui/toast'
import { paths } from '~/util/paths'
import {
  type ExternalSubnetFormValues,
  externalSubnetToValues,
  valuesToExternalSubnetUpdate,
} from './external-subnet-values'

export function Component() {
  const navigate = useNavigate()
  const { project, externalSubnet } = useExternalSubnetSelector()
  const params = { path: { externalSubnet }, query: { project } }
  const { data: subnet } = usePrefetchedApiQuery('externalSubnetView', params)
  const form = useForm<ExternalSubnetFormValues>({ defaultValues: externalSubnetToValues(subnet) })
  const update = useApiMutation('externalSubnetUpdate', {
    invalidates: ['externalSubnetList', 'externalSubnetView', 'instanceExternalSubnetList'],
  })
  return (
    <SideModalForm
      title="Edit external subnet"
      submitLabel="Update external subnet"
      form={form}
      onDismiss={() => navigate(paths.externalSubnets({ project }))}
      onSubmit={(values) =>
        update.mutateAsync({ ...params, body: valuesToExternalSubnetUpdate(values) })
      }
      onSuccess={() => {
        addToast({ title: 'External subnet updated', content: form.getValues().name.trim() })
        navigate(paths.externalSubnets({ project }))
      }}
    >
      <NameField control={form.control} />
      <DescriptionField control={form.control} />
      <p className="field-help">
        Subnet <span className="mono">{subnet.subnet}</span>: a block cannot be changed, only
        deleted and made again.
      </p>
    </SideModalForm>
  )
}
