import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import type { RouteHandle } from '~/components/breadcrumbs'
import { NumberField } from '~/components/form/number-field'
import { requestFormProps } from '~/components/form/request-form'
import { SelectField } from '~/components/form/select-field'
import { SideModalForm } from '~/components/form/side-modal-form'
import { TextField } from '~/components/form/text-field'
import { paths } from '~/util/paths'
import { SwitchSlotField } from '../switch-slot-field'
import {
  BFD_MODES,
  type BfdFormValues,
  bfdEnableRequest,
  emptyBfdSession,
  validateLocal,
  validateRemote,
} from './bfd-values'

export const handle: RouteHandle = { title: 'Enable BFD' }

/** Start a BFD session from one switch to a peer; enabling one that exists changes it. */
export function Component() {
  const navigate = useNavigate()
  const form = useForm<BfdFormValues>({ defaultValues: emptyBfdSession })
  const action = {
    verb: 'enable',
    noun: 'BFD session',
    invalidates: ['networkingBfdStatus'],
    content: (v: BfdFormValues) => `${v.remote.trim()} on ${v.switchSlot}`,
  } as const
  const toBfd = () => navigate(paths.systemBfd())
  return (
    <SideModalForm
      {...requestFormProps(form, action, bfdEnableRequest, toBfd)}
      errorTitle="Could not enable BFD session"
      onDismiss={toBfd}
    >
      <TextField
        control={form.control}
        name="remote"
        label="Remote"
        required
        validate={validateRemote}
        description="The peer's address."
      />
      <TextField
        control={form.control}
        name="local"
        label="Local"
        validate={(v) => validateLocal(v, form.getValues('remote'))}
        description="The switch's address to send from. Empty: the switch picks one."
      />
      <SwitchSlotField control={form.control} />
      <SelectField control={form.control} name="mode" label="Mode" required items={BFD_MODES} />
      <NumberField
        control={form.control}
        name="detectionThreshold"
        label="Detection threshold"
        required
        min={1}
        max={255}
        unit="packets"
        description="Missed packets in a row before the peer counts as down."
      />
      <NumberField
        control={form.control}
        name="requiredRx"
        label="Required RX"
        required
        min={1}
        max={Number.MAX_SAFE_INTEGER}
        unit="µs"
        description="The shortest interval between packets the switch is willing to receive."
      />
    </SideModalForm>
  )
}
