import { createContext, type ReactNode, use, useId, useState } from 'react'
import {
  type FieldValues,
  type Path,
  type UseControllerProps,
  useController,
} from 'react-hook-form'
import { Button } from '~/ui/button'
import { addOnEnter, ItemList } from './item-list'

/**
 * A form value that is a list built one entry at a time (a firewall rule's
 * targets, hosts, ports and protocols; a webhook's secrets and subscriptions):
 * the list with its rule, and the error of the entry being added.
 */
export function useListField<T extends FieldValues, Item>({
  control,
  name,
  validate,
}: {
  control: UseControllerProps<T>['control']
  name: Path<T>
  /** the rule on the whole list, checked on submit */
  validate?: (items: Item[]) => string | undefined
}) {
  const id = useId()
  const { field, fieldState } = useController({
    control,
    name,
    rules: { validate: (items: Item[]) => validate?.(items) ?? true },
  })
  const items: Item[] = field.value
  const [addError, setAddError] = useState<string>()
  const error = addError ?? fieldState.error?.message
  return {
    id,
    items,
    error,
    clearError: () => setAddError(undefined),
    /** adds the entry unless `message` says why not; true when added */
    add: (entry: Item, message?: string) => {
      setAddError(message)
      if (message) return false
      field.onChange([...items, entry])
      return true
    },
    remove: (index: number) => field.onChange(items.filter((_, j) => j !== index)),
    /** for the inputs of the entry being added: they point at the error */
    errorProps: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-error` : undefined,
    },
  }
}

export type ListFieldState<Item> = ReturnType<typeof useListField<FieldValues, Item>>
/** What the parts of the entry being added get from their `ListField`. */
type EntryState = Pick<ListFieldState<unknown>, 'errorProps' | 'clearError'> & { onAdd: () => void }
const EntryContext = createContext<EntryState | null>(null)
const useEntry = () => {
  const entry = use(EntryContext)
  if (!entry) throw new Error('a list field part is used outside a ListField')
  return entry
}

/**
 * The frame of a list field: legend and help, the parts of the entry being
 * added (`children`) with the Add button, the error, and the entries with
 * their remove buttons.
 */
export function ListField<Item>({
  field: list,
  legend,
  help,
  addLabel,
  onAdd,
  empty,
  describe,
  note,
  children,
}: {
  field: ListFieldState<Item>
  legend: string
  help: ReactNode
  /** the Add button's text, e.g. "Add port" */
  addLabel: string
  onAdd: () => void
  /** what the list says with no entries */
  empty: string
  describe: (item: Item) => { kind?: string; value: ReactNode; name: string }
  /** under the error: a preview of the entry, or a datalist its input names */
  note?: ReactNode
  children: ReactNode
}) {
  return (
    <fieldset className="field list-field">
      <legend className="field-label">{legend}</legend>
      <span className="field-help">{help}</span>
      <div className="list-field-add">
        <EntryContext value={{ ...list, onAdd }}>{children}</EntryContext>
        <Button variant="secondary" onClick={onAdd}>
          {addLabel}
        </Button>
      </div>
      {list.error && (
        <span className="field-error" id={`${list.id}-error`}>
          {list.error}
        </span>
      )}
      {note}
      <ItemList
        label={legend}
        items={list.items}
        empty={empty}
        describe={describe}
        onRemove={list.remove}
      />
    </fieldset>
  )
}

type PartSize = 'grow' | 'narrow'

/** The class of one labelled part of the entry being added. */
const partClass = (size?: PartSize) =>
  size ? `list-field-part list-field-${size}` : 'list-field-part'

/** A text part of the entry being added: typing clears the error, Enter adds. */
export function ListFieldInput({
  label,
  size = 'grow',
  value,
  onValue,
  ...input
}: Omit<React.InputHTMLAttributes<HTMLInputElement>, 'size'> & {
  label: string
  size?: PartSize
  value: string
  onValue: (value: string) => void
}) {
  const field = useEntry()
  return (
    <label className={partClass(size)}>
      <span className="field-help">{label}</span>
      <input
        className="input"
        value={value}
        {...field.errorProps}
        {...input}
        onChange={(e) => {
          onValue(e.target.value)
          field.clearError()
        }}
        onKeyDown={addOnEnter(field.onAdd)}
      />
    </label>
  )
}

/** The kind of the entry being added, from a map of kinds to their labels. */
export function ListFieldKind<K extends string>({
  label,
  labels,
  value,
  onValue,
}: {
  label: string
  labels: Record<K, string>
  value: K
  onValue: (kind: K) => void
}) {
  const field = useEntry()
  return (
    <label className={partClass()}>
      <span className="field-help">{label}</span>
      <select
        className="input"
        value={value}
        onChange={(e) => {
          onValue(e.target.value as K)
          field.clearError()
        }}
      >
        {(Object.keys(labels) as K[]).map((k) => (
          <option key={k} value={k}>
            {labels[k]}
          </option>
        ))}
      </select>
    </label>
  )
}
