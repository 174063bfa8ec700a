import { useForm } from 'react-hook-form'
import type { ExternalSubnet } from '~/api/__generated__/Api'
import { useApiMutation } from '~/api/query'
import { ComboboxField } from '~/components/form/combobox-field'
import { ModalForm } from '~/components/form/modal-form'
import { addToast } from '~/ui/toast'
import { externalSubnetQueries } from './external-subnet-actions'

/** Pick one of the project's instances and attach the external subnet to it. */
export function AttachExternalSubnetModal({
  project,
  subnet,
  instances,
  onDismiss,
}: {
  project: string
  subnet: ExternalSubnet
  instances: { name: string }[]
  onDismiss: () => void
}) {
  const form = useForm<{ instance: string }>({ defaultValues: { instance: '' } })
  const attach = useApiMutation('externalSubnetAttach', {
    invalidates: [...externalSubnetQueries],
    onSuccess: (_, { body }) => {
      addToast({ title: 'External subnet attached', content: `${subnet.name} to ${body.instance}` })
      onDismiss()
    },
  })
  return (
    <ModalForm
      title="Attach external subnet"
      submitLabel="Attach"
      form={form}
      onDismiss={onDismiss}
      onSubmit={({ instance }) =>
        attach.mutateAsync({
          path: { externalSubnet: subnet.name },
          query: { project },
          body: { instance },
        })
      }
      errorTitle="Could not attach external subnet"
    >
      <p>
        Attach <strong>{subnet.name}</strong> (<span className="mono">{subnet.subnet}</span>) to an
        instance of this project. Traffic to the block then reaches that instance.
      </p>
      <ComboboxField
        control={form.control}
        name="instance"
        label="Instance"
        required
        placeholder="Choose an instance"
        items={instances.map((i) => ({ value: i.name, label: i.name }))}
      />
    </ModalForm>
  )
}
