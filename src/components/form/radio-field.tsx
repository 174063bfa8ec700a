import { type FieldValues, useController } from 'react-hook-form'
import { type ChoiceFieldProps, ChoiceGroup } from './choice'

type Props<T extends FieldValues> = ChoiceFieldProps<T> & {
  /** side by side instead of one under the other */
  inline?: boolean
}

/** A labelled group of radio buttons bound to one string form value. */
export function RadioField<T extends FieldValues>({ control, name, ...group }: Props<T>) {
  const { field } = useController({ control, name })
  return (
    <ChoiceGroup
      type="radio"
      {...group}
      field={field}
      isChecked={(value) => field.value === value}
      onCheck={(value) => field.onChange(value)}
    />
  )
}
