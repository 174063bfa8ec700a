import type { FieldValues } from 'react-hook-form'
import { type ChoiceFieldProps, ChoiceGroup, useTickedValues } from './choice'

type Props<T extends FieldValues> = ChoiceFieldProps<T> & {
  /** the message when nothing is ticked; without it, ticking none is allowed */
  requiredMessage?: string
}

/** A labelled group of checkboxes bound to a list of the ticked items' values. */
export function CheckboxGroupField<T extends FieldValues>({
  control,
  name,
  requiredMessage,
  ...group
}: Props<T>) {
  const { field, error, isTicked, setTicked } = useTickedValues(control, name, requiredMessage)
  return (
    <ChoiceGroup
      type="checkbox"
      {...group}
      error={error}
      field={field}
      isChecked={isTicked}
      onCheck={setTicked}
    />
  )
}
