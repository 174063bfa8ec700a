import { type Control, type FieldValues, type Path, useController } from 'react-hook-form'

/** A labelled checkbox bound to a boolean form value. */
export function CheckboxField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  disabled,
}: {
  control: Control<T>
  name: Path<T>
  label: string
  description?: string
  disabled?: boolean
}) {
  const { field } = useController({ control, name })
  return (
    <div className="field">
      <label className="checkbox">
        <input
          type="checkbox"
          name={field.name}
          checked={!!field.value}
          onChange={(e) => field.onChange(e.target.checked)}
          onBlur={field.onBlur}
          ref={field.ref}
          disabled={disabled}
        />
        <span>{label}</span>
      </label>
      {description && <span className="field-help">{description}</span>}
    </div>
  )
}
