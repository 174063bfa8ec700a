import { type Control, type FieldValues, type Path, useController } from 'react-hook-form'
import { Choice } from './choice'

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
      <Choice
        type="checkbox"
        label={label}
        name={field.name}
        checked={!!field.value}
        onChange={(e) => field.onChange(e.target.checked)}
        onBlur={field.onBlur}
        ref={field.ref}
        disabled={disabled}
      />
      {description && <span className="field-help">{description}</span>}
    </div>
  )
}
