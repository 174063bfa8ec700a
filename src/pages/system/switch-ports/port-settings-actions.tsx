import { useForm } from 'react-hook-form'
import { mutate, useAllPages } from '~/api/query'
import { ComboboxField } from '~/components/form/combobox-field'
import { ModalForm } from '~/components/form/modal-form'
import { requestFormProps } from '~/components/form/request-form'
import { Alert } from '~/ui/alert'
import { confirmAction } from '~/ui/confirm'
import {
  applySettingsRequest,
  clearSettingsRequest,
  type PortSel,
  portLabel,
  trafficWarning,
} from './switch-port-values'

/** What changes with a port's settings: the ports, and its link's status and LLDP settings. */
const PORT_QUERIES = [
  'networkingSwitchPortList',
  'networkingSwitchPortStatus',
  'networkingSwitchPortLldpConfigView',
] as const

/** Clear a port's settings after a confirm that says its traffic stops. */
export function confirmClearSettings(port: PortSel, settingsName?: string) {
  confirmAction({
    title: 'Clear port settings',
    body: (
      <>
        <p>
          Clear {settingsName ? <strong>{settingsName}</strong> : 'the settings'} from{' '}
          <strong>{portLabel(port)}</strong>? The port will have no link until settings are applied
          again.
        </p>
        <p>{trafficWarning(port)}</p>
      </>
    ),
    confirmLabel: 'Clear settings',
    errorTitle: 'Could not clear port settings',
    action: async () => {
      const { operationId, params } = clearSettingsRequest(port)
      await mutate(operationId, params, {
        invalidates: PORT_QUERIES,
        toast: { title: 'Port settings cleared', content: portLabel(port) },
      })
    },
  })
}

type ApplyValues = { portSettings: string }

/**
 * Pick port settings and apply them to a port: the modal is the confirm, and
 * says the port's traffic stops while the settings change.
 */
export function ApplySettingsModal({
  port,
  current,
  onDismiss,
}: {
  port: PortSel
  /** the name of the settings applied now, if any */
  current?: string
  onDismiss: () => void
}) {
  // the picker's list, asked for when the modal opens: the page shows ports, not settings
  const settings = useAllPages('networkingSwitchPortSettingsList', {})
  const form = useForm<ApplyValues>({ defaultValues: { portSettings: '' } })
  const items = (settings.data?.items ?? []).map((s) => ({ value: s.name, label: s.name }))
  return (
    <ModalForm
      {...requestFormProps(
        form,
        {
          title: `Apply settings to ${portLabel(port)}`,
          submitLabel: 'Apply settings',
          invalidates: PORT_QUERIES,
          toast: (v) => ({
            title: 'Port settings applied',
            content: `${v.portSettings} on ${portLabel(port)}`,
          }),
        },
        (v) => applySettingsRequest(port, v.portSettings),
        onDismiss,
      )}
      errorTitle="Could not apply port settings"
      onDismiss={onDismiss}
      submitDisabled={settings.isSuccess && items.length === 0}
    >
      <ComboboxField
        control={form.control}
        name="portSettings"
        label="Port settings"
        required
        items={items}
        placeholder={settings.isPending ? 'Loading…' : 'Pick port settings'}
        description={
          current ? `Replaces ${current}, applied now.` : 'The port has no settings applied now.'
        }
      />
      <Alert variant="info" title="Traffic is affected">
        {trafficWarning(port)}
      </Alert>
    </ModalForm>
  )
}
