import type { Control, FieldValues, Path } from 'react-hook-form'
import { validateName } from '~/util/names'
import { FieldFrame, type LabelledFieldProps, useFieldControl } from './field-frame'

type Props<T extends FieldValues> = LabelledFieldProps<T> & {
  /** returns an error message, or undefined when the value is fine */
  validate?: (value: string) => string | undefined
  multiline?: boolean
  type?: 'text' | 'password'
  autoComplete?: string
  readOnly?: boolean
  placeholder?: string
}

/** A labelled text input bound to react-hook-form, with help text and the field's error. */
export function TextField<T extends FieldValues>({
  multiline = false,
  type = 'text',
  autoComplete = 'off',
  readOnly = false,
  placeholder,
  ...props
}: Props<T>) {
  const { field, frame, aria } = useFieldControl({
    ...props,
    validate: (value: string) => {
      if (props.required && !String(value ?? '').trim()) return `${props.label} is required`
      return props.validate?.(value ?? '') ?? true
    },
  })
  const common = {
    ...aria,
    name: field.name,
    value: field.value ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    ref: field.ref,
    className: 'input',
    readOnly,
    placeholder,
  }
  return (
    <FieldFrame {...frame} required={frame.required && !readOnly}>
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

/** The name and description every resource is created with (the API's identity metadata). */
export function IdentityFields<T extends FieldValues>({
  control,
  readOnly,
}: {
  control: Control<T>
  readOnly?: boolean
}) {
  return (
    <>
      <NameField control={control} readOnly={readOnly} />
      <DescriptionField control={control} readOnly={readOnly} />
    </>
  )
}
