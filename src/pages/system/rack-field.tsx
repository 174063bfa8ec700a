import type { Control, FieldValues, Path } from 'react-hook-form'
import type { Rack } from '~/api/__generated__/Api'
import { ComboboxField } from '~/components/form/combobox-field'

/** The rack a form's change is for (its `rackId`), picked from the fleet's racks by id. */
export function RackField<T extends FieldValues & { rackId: string }>({
  control,
  racks,
}: {
  control: Control<T>
  racks: Rack[]
}) {
  return (
    <ComboboxField
      control={control}
      name={'rackId' as Path<T>}
      label="Rack"
      required
      placeholder="Select a rack"
      items={racks.map((r) => ({ value: r.id, label: r.id }))}
    />
  )
}
