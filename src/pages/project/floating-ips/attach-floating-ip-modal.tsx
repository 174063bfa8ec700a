import { useForm } from 'react-hook-form'
import type { FloatingIp, Instance } from '~/api/__generated__/Api'
import { useApiMutation } from '~/api/query'
import { ComboboxField } from '~/components/form/combobox-field'
import { ModalForm } from '~/components/form/modal-form'
import { addToast } from '~/ui/toast'
import { floatingIpAttachRequest } from './floating-ip-form-values'

/** Pick one of the project's instances and attach the floating IP to it. */
export function AttachFloatingIpModal({
  project,
  floatingIp,
  instances,
  onDismiss,
}: {
  project: string
  floatingIp: FloatingIp
  instances: Instance[]
  onDismiss: () => void
}) {
  const form = useForm<{ instance: string }>({ defaultValues: { instance: '' } })
  const attach = useApiMutation('floatingIpAttach', {
    invalidates: ['floatingIpList', 'floatingIpView'],
    onSuccess: (_, { body }) => {
      addToast({ title: 'Floating IP attached', content: `${floatingIp.name} to ${body.parent}` })
      onDismiss()
    },
  })
  return (
    <ModalForm
      title="Attach floating IP"
      submitLabel="Attach"
      form={form}
      onDismiss={onDismiss}
      request={({ instance }) =>
        floatingIpAttachRequest({ project, floatingIp: floatingIp.name }, instance)
      }
      onSubmit={({ instance }) =>
        attach.mutateAsync(
          floatingIpAttachRequest({ project, floatingIp: floatingIp.name }, instance).params,
        )
      }
      errorTitle="Could not attach floating IP"
    >
      <p>
        Attach <strong>{floatingIp.name}</strong> (<span className="mono">{floatingIp.ip}</span>) to
        an instance of this project. Traffic to the address then reaches that instance.
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
