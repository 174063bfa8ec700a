import { type Control, type FieldPathByValue, useController } from 'react-hook-form'
import type { InstanceFormValues } from './instance-form-values'

/** A list of names as checkboxes, bound to a string[] form value. */
export function NameCheckboxes({
  control,
  name,
  label,
  options,
}: {
  control: Control<InstanceFormValues>
  name: FieldPathByValue<InstanceFormValues, string[]>
  /** accessible name of the group */
  label: string
  options: { name: string; detail?: string }[]
}) {
  const { field } = useController({ control, name })
  const picked: string[] = field.value
  const toggle = (option: string, on: boolean) =>
    field.onChange(on ? [...picked, option] : picked.filter((n) => n !== option))
  return (
    <fieldset aria-label={label} className="compute-checkboxes">
      {options.map((o) => (
        <label key={o.name} className="checkbox">
          <input
            type="checkbox"
            checked={picked.includes(o.name)}
            onChange={(e) => toggle(o.name, e.target.checked)}
          />
          <span>
            {o.name}
            {o.detail && <span className="field-help"> {o.detail}</span>}
          </span>
        </label>
      ))}
    </fieldset>
  )
}
