import { useForm } from 'react-hook-form'
import type { AlertProbeResult, AlertReceiver } from '~/api/__generated__/Api'
import { useApiMutation } from '~/api/query'
import { CheckboxField } from '~/components/form/checkbox-field'
import { ModalForm } from '~/components/form/modal-form'
import { addToast } from '~/ui/toast'

/** Send a probe to the receiver's endpoint, optionally resending what never reached it. */
export function ProbeModal({
  receiver,
  onDismiss,
  onResult,
}: {
  receiver: AlertReceiver
  onDismiss: () => void
  onResult: (result: AlertProbeResult) => void
}) {
  const form = useForm<{ resend: boolean }>({ defaultValues: { resend: false } })
  const probe = useApiMutation('alertReceiverProbe', {
    invalidates: ['alertDeliveryList'],
    onSuccess: (result) => {
      const delivered = result.probe.state === 'delivered'
      addToast({
        variant: delivered ? 'success' : 'error',
        title: delivered ? 'Probe delivered' : 'Probe failed',
        content: receiver.name,
      })
      onResult(result)
    },
  })
  return (
    <ModalForm
      title="Send probe"
      submitLabel="Send probe"
      form={form}
      onDismiss={onDismiss}
      onSubmit={({ resend }) =>
        probe.mutateAsync({ path: { receiver: receiver.id }, query: { resend } })
      }
      errorTitle="Could not send probe"
    >
      <p>
        Send a test request to <span className="mono">{receiver.kind.endpoint}</span> to check that
        it answers.
      </p>
      <CheckboxField
        control={form.control}
        name="resend"
        label="Resend failed alerts"
        description="If the probe is delivered, send again every alert that never reached this receiver."
      />
    </ModalForm>
  )
}
