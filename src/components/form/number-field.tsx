import { useId } from 'react'
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form'
import { FieldFrame } from './field-frame'

type Props<T extends FieldValues> = {
  control: Control<T>
  name: Path<T>
  label: string
  min?: number
  max?: number
  required?: boolean
  description?: string
  /** shown after the input, e.g. "GiB" */
  unit?: string
  /** extra rule, returning an error message or undefined */
  validate?: (value: number) => string | undefined
}

/** A labelled integer input; the form value is a number (NaN while empty). */
export function NumberField<T extends FieldValues>({
  control,
  name,
  label,
  min,
  max,
  required = false,
  description,
  unit,
  validate,
}: Props<T>) {
  const id = useId()
  const { field, fieldState } = useController({
    control,
    name,
    rules: {
      validate: (value: number) => {
        if (value === undefined || value === null || Number.isNaN(value)) {
          return required ? `${label} is required` : true
        }
        if (!Number.isInteger(value)) return 'Must be a whole number'
        if (min !== undefined && value < min) return `Must be at least ${min}`
        if (max !== undefined && value > max) return `Must be at most ${max}`
        return validate?.(value) ?? true
      },
    },
  })
  const error = fieldState.error?.message
  return (
    <FieldFrame id={id} label={label} required={required} description={description} error={error}>
      <span className="input-with-unit">
        <input
          id={id}
          className="input"
          type="number"
          inputMode="numeric"
          name={field.name}
          value={field.value === undefined || Number.isNaN(field.value) ? '' : field.value}
          onChange={(e) =>
            field.onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))
          }
          onBlur={field.onBlur}
          ref={field.ref}
          min={min}
          max={max}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={
            [description && `${id}-help`, error && `${id}-error`].filter(Boolean).join(' ') ||
            undefined
          }
        />
        {unit && <span className="input-unit">{unit}</span>}
      </span>
    </FieldFrame>
  )
}
