import { useId } from 'react'
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form'

export type RadioItem = { value: string; label: string; description?: string }

type Props<T extends FieldValues> = {
  control: Control<T>
  name: Path<T>
  /** the group's legend */
  label: string
  items: RadioItem[]
  description?: string
  /** side by side instead of one under the other */
  inline?: boolean
}

/** A labelled group of radio buttons bound to one string form value. */
export function RadioField<T extends FieldValues>({
  control,
  name,
  label,
  items,
  description,
  inline = false,
}: Props<T>) {
  const id = useId()
  const { field } = useController({ control, name })
  return (
    <fieldset
      className="field radio-field"
      aria-describedby={description ? `${id}-help` : undefined}
    >
      <legend className="field-label">{label}</legend>
      {description && (
        <span className="field-help" id={`${id}-help`}>
          {description}
        </span>
      )}
      <div className={inline ? 'radio-items radio-items-inline' : 'radio-items'}>
        {items.map((item, i) => (
          <label key={item.value} className="radio">
            <input
              type="radio"
              name={`${id}-${field.name}`}
              value={item.value}
              checked={field.value === item.value}
              onChange={() => field.onChange(item.value)}
              onBlur={field.onBlur}
              ref={i === 0 ? field.ref : undefined}
            />
            <span>
              {item.label}
              {item.description && <span className="field-help"> {item.description}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
