import { useId } from 'react'
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form'
import { FieldFrame } from './field-frame'

export type SelectItem = { value: string; label: string }

type Props<T extends FieldValues> = {
  control: Control<T>
  name: Path<T>
  label: string
  items: SelectItem[]
  required?: boolean
  description?: string
  /** shown as the first, empty choice when nothing is picked yet */
  placeholder?: string
  disabled?: boolean
}

/** A labelled native <select> bound to react-hook-form. */
export function SelectField<T extends FieldValues>({
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
  return (
    <FieldFrame id={id} label={label} required={required} description={description} error={error}>
      <select
        id={id}
        className="input"
        name={field.name}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        ref={field.ref}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={
          [description && `${id}-help`, error && `${id}-error`].filter(Boolean).join(' ') ||
          undefined
        }
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {items.map((item) => (
          <option key={item.value} value={item.value}>
            {item.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  )
}
