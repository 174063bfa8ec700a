import { useForm } from 'react-hook-form'
import type { AlertProbeResult, AlertReceiver } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'
import { CheckboxField } from '~/components/form/checkbox-field'
import { ModalForm } from '~/components/form/modal-form'
import { requestFormProps } from '~/components/form/request-form'

type Values = { resend: boolean }

/** The probe's call; `resend` also resends what never reached the receiver. */
export const probeRequest = (receiver: string, resend: boolean) =>
  apiRequest('alertReceiverProbe', { path: { receiver }, query: { resend } })

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
  const form = useForm<Values>({ defaultValues: { resend: false } })
  return (
    <ModalForm
      {...requestFormProps(
        form,
        {
          title: 'Send probe',
          invalidates: ['alertDeliveryList'],
          toast: (_, result) => {
            const delivered = result.probe.state === 'delivered'
            return {
              variant: delivered ? 'success' : 'error',
              title: delivered ? 'Probe delivered' : 'Probe failed',
              content: receiver.name,
            }
          },
        },
        (v: Values) => probeRequest(receiver.id, v.resend),
        (_, result) => onResult(result),
      )}
      onDismiss={onDismiss}
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
