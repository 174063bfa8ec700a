import type { FieldValues } from 'react-hook-form'
import { FieldFrame, type LabelledFieldProps, useFieldControl } from './field-frame'

type Props<T extends FieldValues> = LabelledFieldProps<T> & {
  min?: number
  max?: number
  /** shown after the input, e.g. "GiB" */
  unit?: string
  /** extra rule, returning an error message or undefined */
  validate?: (value: number) => string | undefined
}

/** A labelled integer input; the form value is a number (NaN while empty). */
export function NumberField<T extends FieldValues>({ min, max, unit, ...props }: Props<T>) {
  const { field, frame, aria } = useFieldControl({
    ...props,
    validate: (value: number) => {
      if (value === undefined || value === null || Number.isNaN(value)) {
        return props.required ? `${props.label} is required` : true
      }
      if (!Number.isInteger(value)) return 'Must be a whole number'
      if (min !== undefined && value < min) return `Must be at least ${min}`
      if (max !== undefined && value > max) return `Must be at most ${max}`
      return props.validate?.(value) ?? true
    },
  })
  return (
    <FieldFrame {...frame}>
      <span className="input-with-unit">
        <input
          {...aria}
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
        />
        {unit && <span className="input-unit">{unit}</span>}
      </span>
    </FieldFrame>
  )
}
