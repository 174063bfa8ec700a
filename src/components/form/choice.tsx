import { type ComponentProps, type ReactNode, useId } from 'react'
import {
  type Control,
  type ControllerRenderProps,
  type FieldValues,
  type Path,
  useController,
} from 'react-hook-form'
import type { LabelledFieldProps } from './field-frame'

/** One choice of a group: the value it stands for, its label and an optional line of help. */
export type ChoiceItem = { value: string; label: string; description?: string }

/** The props of a form field that is a group of choices (`RadioField`, `CheckboxGroupField`). */
export type ChoiceFieldProps<T extends FieldValues> = Omit<LabelledFieldProps<T>, 'required'> & {
  items: ChoiceItem[]
}

/** A radio button or a checkbox, its label after it and, after the label, its description. */
export function Choice({
  type,
  label,
  description,
  ...input
}: {
  type: 'radio' | 'checkbox'
  label: ReactNode
  description?: ReactNode
} & Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <label className={type}>
      <input type={type} {...input} />
      <span>
        {label}
        {description && <span className="field-help"> {description}</span>}
      </span>
    </label>
  )
}

/**
 * A group of radio buttons or checkboxes bound to a form field: the
 * fieldset, its legend, help above, one `Choice` per item and the error
 * below, with the ids (`{id}-help`, `{id}-error`) the fieldset's
 * `aria-describedby` names. The first choice takes the field's ref, so an
 * error focuses it.
 */
export function ChoiceGroup({
  type,
  label,
  description,
  error,
  inline = false,
  items,
  field,
  isChecked,
  onCheck,
}: {
  type: 'radio' | 'checkbox'
  /** the group's legend */
  label: ReactNode
  description?: ReactNode
  error?: string
  /** side by side instead of one under the other */
  inline?: boolean
  items: ChoiceItem[]
  field: Pick<ControllerRenderProps, 'name' | 'onBlur' | 'ref'>
  isChecked: (value: string) => boolean
  /** the item's input changed: ticked (or picked) when `checked` */
  onCheck: (value: string, checked: boolean) => void
}) {
  const id = useId()
  const describedBy =
    [description && `${id}-help`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
  return (
    <fieldset className="field radio-field" aria-describedby={describedBy}>
      <legend className="field-label">{label}</legend>
      {description && (
        <span className="field-help" id={`${id}-help`}>
          {description}
        </span>
      )}
      <div className={inline ? 'radio-items radio-items-inline' : 'radio-items'}>
        {items.map((item, i) => (
          <Choice
            key={item.value}
            type={type}
            label={item.label}
            description={item.description}
            name={`${id}-${field.name}`}
            value={item.value}
            checked={isChecked(item.value)}
            onChange={(e) => onCheck(item.value, e.target.checked)}
            onBlur={field.onBlur}
            ref={i === 0 ? field.ref : undefined}
            aria-invalid={error ? true : undefined}
          />
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

/**
 * A form value that is a list of ticked values (a group of checkboxes):
 * whether a value is ticked, and ticking or unticking one.
 */
export function useTickedValues<T extends FieldValues>(
  control: Control<T>,
  name: Path<T>,
  /** the message when nothing is ticked; without it, ticking none is allowed */
  requiredMessage?: string,
) {
  const { field, fieldState } = useController({
    control,
    name,
    rules: {
      validate: (v: string[]) => (requiredMessage && v.length === 0 ? requiredMessage : true),
    },
  })
  const ticked: string[] = field.value ?? []
  return {
    field,
    error: fieldState.error?.message,
    isTicked: (value: string) => ticked.includes(value),
    setTicked: (value: string, on: boolean) =>
      field.onChange(on ? [...ticked, value] : ticked.filter((v) => v !== value)),
  }
}
