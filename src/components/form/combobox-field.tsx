import type { FieldValues } from 'react-hook-form'
import { Combobox, type ComboboxOption } from '~/ui/combobox'
import { FieldFrame, type LabelledFieldProps, useFieldControl } from './field-frame'

type Props<T extends FieldValues> = LabelledFieldProps<T> & {
  /** every choice, in the server's order: the picker filters them as the user types */
  items: readonly ComboboxOption[]
  placeholder?: string
  disabled?: boolean
}

/**
 * A labelled searchable picker bound to react-hook-form, for choices that come from an
 * API list (images, disks, VPCs, users...): unlike a native <select> it filters by label
 * and stays quick with thousands of options.
 */
export function ComboboxField<T extends FieldValues>(props: Props<T>) {
  const { field, frame, aria } = useFieldControl(props)
  return (
    <FieldFrame {...frame}>
      <Combobox
        {...aria}
        options={props.items}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        ref={field.ref}
        placeholder={props.placeholder}
        disabled={props.disabled}
      />
    </FieldFrame>
  )
}
