import type { Control } from 'react-hook-form'
import { ComboboxField } from '~/components/form/combobox-field'
import type { ComboboxOption } from '~/ui/combobox'

/**
 * The pick of one of the project's instances, by name, in a form whose value
 * is `{ instance }` (attach a floating IP or external subnet, add a group member).
 */
export function InstancePickField({
  control,
  items,
}: {
  control: Control<{ instance: string }>
  /** the instances that may be picked (a disabled one says why) */
  items: readonly ComboboxOption[]
}) {
  return (
    <ComboboxField
      control={control}
      name="instance"
      label="Instance"
      required
      placeholder="Choose an instance"
      items={items}
    />
  )
}
