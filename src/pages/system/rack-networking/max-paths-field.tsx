import type { Control, FieldValues, Path } from 'react-hook-form'
import { NumberField } from '~/components/form/number-field'

/** A BGP configuration's max paths, the same when it is created and when it is edited. */
export function MaxPathsField<T extends FieldValues & { maxPaths: number }>({
  control,
}: {
  control: Control<T>
}) {
  return (
    <NumberField
      control={control}
      name={'maxPaths' as Path<T>}
      label="Max paths"
      required
      min={1}
      max={32}
      description="How many equal-cost paths to a destination the router may use (1 to 32)."
    />
  )
}
