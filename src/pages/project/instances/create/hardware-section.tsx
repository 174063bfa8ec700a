import { type Control, useWatch } from 'react-hook-form'
import { SelectField } from '~/components/form/select-field'
import { SizeFields } from '../size-fields'
import { CUSTOM, type InstanceFormValues, presets } from './instance-form-values'

const presetItems = [
  ...presets.map((p) => ({ value: p.id, label: p.label })),
  { value: CUSTOM, label: 'Custom' },
]

/** A preset, or vCPUs and memory typed in. */
export function HardwareSection({ control }: { control: Control<InstanceFormValues> }) {
  const preset = useWatch({ control, name: 'preset' })
  return (
    <fieldset className="compute-fieldset">
      <legend className="compute-legend">Hardware</legend>
      <SelectField control={control} name="preset" label="Preset" items={presetItems} required />
      {preset === CUSTOM && <SizeFields control={control} />}
    </fieldset>
  )
}
