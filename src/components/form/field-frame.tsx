import { type ReactNode, useId } from 'react'
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form'

/** The "Required" beside a field's label: for the eye only, the control itself says it is required. */
export function RequiredMark({ required }: { required?: boolean }) {
  if (!required) return null
  return (
    <span className="field-required" aria-hidden="true">
      Required
    </span>
  )
}

type FrameProps = {
  id: string
  label: ReactNode
  required?: boolean
  description?: ReactNode
  error?: string
}

/**
 * What every form field has around its control: the label with its "Required"
 * mark, help text above and the error below, with the ids (`{id}-help`,
 * `{id}-error`) the control's `aria-describedby` names.
 */
export function FieldFrame({
  id,
  label,
  required,
  description,
  error,
  children,
}: FrameProps & { children: ReactNode }) {
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
        <RequiredMark required={required} />
      </label>
      {description && (
        <span className="field-help" id={`${id}-help`}>
          {description}
        </span>
      )}
      {children}
      {error && (
        <span className="field-error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </div>
  )
}

/** What every labelled form field is given: the form value it binds, its label, whether it is required, its help. */
export type LabelledFieldProps<T extends FieldValues> = {
  control: Control<T>
  name: Path<T>
  label: string
  required?: boolean
  description?: string
}

type FieldOptions<T extends FieldValues, V> = LabelledFieldProps<T> & {
  /** the field's rule: an error message, or true; by default, "{label} is required" when empty */
  validate?: (value: V) => string | true
}

/**
 * A labelled field's binding to react-hook-form: its id, the controller with
 * the field's rule, the error, the props of its `FieldFrame` and the aria
 * attributes that tie the control to the frame's help and error text.
 * `describedBy(...)` puts more ids between the help and the error.
 */
export function useFieldControl<T extends FieldValues, V = unknown>({
  control,
  name,
  label,
  required = false,
  description,
  validate = (v: V) => (required && !v ? `${label} is required` : true),
}: FieldOptions<T, V>) {
  const id = useId()
  const { field, fieldState } = useController({ control, name, rules: { validate } })
  const error = fieldState.error?.message
  const describedBy = (...more: (string | false | null | undefined)[]) =>
    [description && `${id}-help`, ...more, error && `${id}-error`].filter(Boolean).join(' ') ||
    undefined
  return {
    id,
    field,
    error,
    describedBy,
    frame: { id, label, required, description, error } satisfies FrameProps,
    aria: {
      id,
      'aria-invalid': error ? true : undefined,
      'aria-required': required || undefined,
      'aria-describedby': describedBy(),
    },
  }
}
