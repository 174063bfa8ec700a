import type { Control, FieldValues, Path } from 'react-hook-form'
import type { SwitchSlot } from '~/api/__generated__/Api'
import { SelectField } from '~/components/form/select-field'

const SWITCH_SLOTS: SwitchSlot[] = ['switch0', 'switch1']

/** The rack switch a form's change is for (its `switchSlot`): switch0 or switch1. */
export function SwitchSlotField<T extends FieldValues & { switchSlot: SwitchSlot }>({
  control,
}: {
  control: Control<T>
}) {
  return (
    <SelectField
      control={control}
      name={'switchSlot' as Path<T>}
      label="Switch"
      required
      items={SWITCH_SLOTS.map((s) => ({ value: s, label: s }))}
    />
  )
}
