import type { Control, FieldPathByValue } from 'react-hook-form'
import { Choice, useTickedValues } from '~/components/form/choice'
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
  const { isTicked, setTicked } = useTickedValues(control, name)
  return (
    <fieldset aria-label={label} className="compute-checkboxes">
      {options.map((o) => (
        <Choice
          key={o.name}
          type="checkbox"
          label={o.name}
          description={o.detail}
          checked={isTicked(o.name)}
          onChange={(e) => setTicked(o.name, e.target.checked)}
        />
      ))}
    </fieldset>
  )
}
