import type { FieldValues } from 'react-hook-form'
import { FieldFrame, type LabelledFieldProps, useFieldControl } from './field-frame'

export type SelectItem = { value: string; label: string }

type Props<T extends FieldValues> = LabelledFieldProps<T> & {
  items: SelectItem[]
  /** shown as the first, empty choice when nothing is picked yet */
  placeholder?: string
  disabled?: boolean
}

/** A labelled native <select> bound to react-hook-form. */
export function SelectField<T extends FieldValues>(props: Props<T>) {
  const { field, frame, aria } = useFieldControl(props)
  return (
    <FieldFrame {...frame}>
      <select
        {...aria}
        className="input"
        name={field.name}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        ref={field.ref}
        disabled={props.disabled}
      >
        {props.placeholder !== undefined && <option value="">{props.placeholder}</option>}
        {props.items.map((item) => (
          <option key={item.value} value={item.value}>
            {item.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  )
}
