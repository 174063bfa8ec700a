import type { Control, FieldValues, Path } from 'react-hook-form'
import { NumberField } from '~/components/form/number-field'
import { MAX_MEMORY_GIB, MAX_NCPUS } from './create/instance-form-values'

type SizeValues = { ncpus: number; memoryGiB: number }

const sizes: { name: keyof SizeValues; label: string; unit: string; max: number }[] = [
  { name: 'ncpus', label: 'CPUs', unit: 'vCPU', max: MAX_NCPUS },
  { name: 'memoryGiB', label: 'Memory', unit: 'GiB', max: MAX_MEMORY_GIB },
]

/** An instance's size: its vCPUs and its memory in GiB, within what the API allows. */
export function SizeFields<T extends FieldValues & SizeValues>({
  control,
}: {
  control: Control<T>
}) {
  return sizes.map(({ name, label, unit, max }) => (
    <NumberField
      key={name}
      control={control}
      name={name as Path<T>}
      label={label}
      unit={unit}
      min={1}
      max={max}
      required
    />
  ))
}
