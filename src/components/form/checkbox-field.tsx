import { type FieldValues, useController } from 'react-hook-form'
import { Choice } from './choice'
import type { LabelledFieldProps } from './field-frame'

/** A labelled checkbox bound to a boolean form value. */
export function CheckboxField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  disabled,
}: Omit<LabelledFieldProps<T>, 'required'> & { disabled?: boolean }) {
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
