import { useId } from 'react'
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form'
import { Combobox, type ComboboxOption } from '~/ui/combobox'
import { FieldFrame } from './field-frame'

type Props<T extends FieldValues> = {
  control: Control<T>
  name: Path<T>
  label: string
  /** every choice, in the server's order: the picker filters them as the user types */
  items: readonly ComboboxOption[]
  required?: boolean
  description?: string
  placeholder?: string
  disabled?: boolean
}

/**
 * A labelled searchable picker bound to react-hook-form, for choices that come from an
 * API list (images, disks, VPCs, users...): unlike a native <select> it filters by label
 * and stays quick with thousands of options.
 */
export function ComboboxField<T extends FieldValues>({
  control,
  name,
  label,
  items,
  required = false,
  description,
  placeholder,
  disabled,
}: Props<T>) {
  const id = useId()
  const { field, fieldState } = useController({
    control,
    name,
    rules: { validate: (v) => (required && !v ? `${label} is required` : true) },
  })
  const error = fieldState.error?.message
  const describedBy = [description && `${id}-help`, error && `${id}-error`].filter(Boolean)
  return (
    <FieldFrame id={id} label={label} required={required} description={description} error={error}>
      <Combobox
        id={id}
        options={items}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        ref={field.ref}
        placeholder={placeholder}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy.length ? describedBy.join(' ') : undefined}
      />
    </FieldFrame>
  )
}
