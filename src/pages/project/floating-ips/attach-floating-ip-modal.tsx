import { useId } from 'react'
import { useForm } from 'react-hook-form'
import type { FloatingIp, Instance } from '~/api/__generated__/Api'
import { useApiMutation } from '~/api/query'
import { SelectField } from '~/components/form/select-field'
import { Alert } from '~/ui/alert'
import { Button } from '~/ui/button'
import { Modal } from '~/ui/modal'
import { addToast } from '~/ui/toast'

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
  const formId = useId()
  const form = useForm<{ instance: string }>({ defaultValues: { instance: '' } })
  const attach = useApiMutation('floatingIpAttach', {
    invalidates: ['floatingIpList', 'floatingIpView'],
    onSuccess: (_, { body }) => {
      addToast({ title: 'Floating IP attached', content: `${floatingIp.name} to ${body.parent}` })
      onDismiss()
    },
  })
  const submit = form.handleSubmit(({ instance }) =>
    attach.mutate({
      path: { floatingIp: floatingIp.name },
      query: { project },
      body: { kind: 'instance', parent: instance },
    }),
  )
  return (
    <Modal
      title="Attach floating IP"
      isOpen
      onDismiss={onDismiss}
      footer={
        <>
          <Button variant="secondary" onClick={onDismiss}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={attach.isPending}>
            Attach
          </Button>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={(e) => {
          e.preventDefault()
          submit()
        }}
      >
        <p>
          Attach <strong>{floatingIp.name}</strong> (<span className="mono">{floatingIp.ip}</span>)
          to an instance of this project. Traffic to the address then reaches that instance.
        </p>
        {attach.error && <Alert title="Could not attach floating IP">{attach.error.message}</Alert>}
        <SelectField
          control={form.control}
          name="instance"
          label="Instance"
          required
          placeholder="Choose an instance"
          items={instances.map((i) => ({ value: i.name, label: i.name }))}
        />
      </form>
    </Modal>
  )
}
