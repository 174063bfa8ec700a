import type { Control, FieldValues, Path } from 'react-hook-form'
import { NumberField } from '~/components/form/number-field'
import type { QuotaFormValues } from './silo-form-values'

const quotas: { name: keyof QuotaFormValues; label: string; unit: string }[] = [
  { name: 'cpus', label: 'CPUs', unit: 'vCPUs' },
  { name: 'memoryGiB', label: 'Memory', unit: 'GiB' },
  { name: 'storageGiB', label: 'Storage', unit: 'GiB' },
]

/** A silo's quotas: CPUs, memory and storage, in the units people think in. */
export function QuotaFields<T extends FieldValues & QuotaFormValues>({
  control,
}: {
  control: Control<T>
}) {
  return quotas.map(({ name, label, unit }) => (
    <NumberField
      key={name}
      control={control}
      name={name as Path<T>}
      label={label}
      required
      min={0}
      unit={unit}
    />
  ))
}
