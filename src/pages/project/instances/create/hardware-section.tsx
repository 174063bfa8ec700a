import { type Control, useWatch } from 'react-hook-form'
import { NumberField } from '~/components/form/number-field'
import { SelectField } from '~/components/form/select-field'
import {
  CUSTOM,
  type InstanceFormValues,
  MAX_MEMORY_GIB,
  MAX_NCPUS,
  presets,
} from './instance-form-values'

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
      {preset === CUSTOM && (
        <>
          <NumberField
            control={control}
            name="ncpus"
            label="CPUs"
            unit="vCPU"
            min={1}
            max={MAX_NCPUS}
            required
          />
          <NumberField
            control={control}
            name="memoryGiB"
            label="Memory"
            unit="GiB"
            min={1}
            max={MAX_MEMORY_GIB}
            required
          />
        </>
      )}
    </fieldset>
  )
}
