import { useId } from 'react'
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form'
import type { RadioItem } from './radio-field'

type Props<T extends FieldValues> = {
  control: Control<T>
  name: Path<T>
  /** the group's legend */
  label: string
  items: RadioItem[]
  description?: string
  /** the message when nothing is ticked; without it, ticking none is allowed */
  requiredMessage?: string
}

/** A labelled group of checkboxes bound to a list of the ticked items' values. */
export function CheckboxGroupField<T extends FieldValues>({
  control,
  name,
  label,
  items,
  description,
  requiredMessage,
}: Props<T>) {
  const id = useId()
  const { field, fieldState } = useController({
    control,
    name,
    rules: {
      validate: (v: string[]) => (requiredMessage && v.length === 0 ? requiredMessage : true),
    },
  })
  const value: string[] = field.value ?? []
  const error = fieldState.error?.message
  const describedBy =
    [description && `${id}-help`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
  const toggle = (item: string, on: boolean) =>
    field.onChange(on ? [...value, item] : value.filter((v) => v !== item))
  return (
    <fieldset className="field radio-field" aria-describedby={describedBy}>
      <legend className="field-label">{label}</legend>
      {description && (
        <span className="field-help" id={`${id}-help`}>
          {description}
        </span>
      )}
      <div className="radio-items">
        {items.map((item, i) => (
          <label key={item.value} className="checkbox">
            <input
              type="checkbox"
              name={`${id}-${field.name}`}
              value={item.value}
              checked={value.includes(item.value)}
              onChange={(e) => toggle(item.value, e.target.checked)}
              onBlur={field.onBlur}
              ref={i === 0 ? field.ref : undefined}
              aria-invalid={error ? true : undefined}
            />
            <span>
              {item.label}
              {item.description && <span className="field-help"> {item.description}</span>}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <span className="field-error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </fieldset>
  )
}
