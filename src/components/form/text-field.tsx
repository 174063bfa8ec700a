import { useId } from 'react'
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form'
import { validateName } from '~/util/names'
import { FieldFrame } from './field-frame'

type Props<T extends FieldValues> = {
  control: Control<T>
  name: Path<T>
  label: string
  required?: boolean
  /** returns an error message, or undefined when the value is fine */
  validate?: (value: string) => string | undefined
  description?: string
  multiline?: boolean
  type?: 'text' | 'password'
  autoComplete?: string
  readOnly?: boolean
  placeholder?: string
}

/** A labelled text input bound to react-hook-form, with help text and the field's error. */
export function TextField<T extends FieldValues>({
  control,
  name,
  label,
  required = false,
  validate,
  description,
  multiline = false,
  type = 'text',
  autoComplete = 'off',
  readOnly = false,
  placeholder,
}: Props<T>) {
  const id = useId()
  const { field, fieldState } = useController({
    control,
    name,
    rules: {
      validate: (value: string) => {
        if (required && !String(value ?? '').trim()) return `${label} is required`
        return validate?.(value ?? '') ?? true
      },
    },
  })
  const error = fieldState.error?.message
  const describedBy = [description && `${id}-help`, error && `${id}-error`].filter(Boolean)
  const common = {
    id,
    name: field.name,
    value: field.value ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    ref: field.ref,
    className: 'input',
    readOnly,
    placeholder,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy.length ? describedBy.join(' ') : undefined,
    'aria-required': required || undefined,
  }
  return (
    <FieldFrame
      id={id}
      label={label}
      required={required && !readOnly}
      description={description}
      error={error}
    >
      {multiline ? (
        <textarea {...common} rows={4} />
      ) : (
        <input {...common} type={type} autoComplete={autoComplete} spellCheck={false} />
      )}
    </FieldFrame>
  )
}

/** The name field every resource has, with the API's name rules. */
export function NameField<T extends FieldValues>({
  control,
  name = 'name' as Path<T>,
  readOnly,
}: {
  control: Control<T>
  name?: Path<T>
  readOnly?: boolean
}) {
  return (
    <TextField
      control={control}
      name={name}
      label="Name"
      required
      readOnly={readOnly}
      validate={validateName}
      description="Lowercase letters, numbers and dashes; starts with a letter."
    />
  )
}

export function DescriptionField<T extends FieldValues>({
  control,
  readOnly,
}: {
  control: Control<T>
  readOnly?: boolean
}) {
  return (
    <TextField
      control={control}
      name={'description' as Path<T>}
      label="Description"
      multiline
      readOnly={readOnly}
    />
  )
}
