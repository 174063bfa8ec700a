import { useId, useState } from 'react'
import { type Control, useController } from 'react-hook-form'
import { addOnEnter, ItemList } from '~/components/form/item-list'
import { Button } from '~/ui/button'
import { validateUnique } from '~/util/unique'
import {
  type FirewallRuleValues,
  type HostKind,
  type HostValue,
  hostKey,
  hostKindLabel,
  validateHostValue,
} from './firewall-rule-values'

/** Names the value input can suggest for the kinds that refer to resources. */
export type HostSuggestions = Partial<Record<HostKind, string[]>>

const kinds = Object.keys(hostKindLabel) as HostKind[]

const placeholders: Record<HostKind, string> = {
  vpc: 'default',
  subnet: 'frontend',
  instance: 'web-1',
  ip: '192.168.1.10',
  ip_net: '192.168.1.0/24',
}

/**
 * A rule's targets or its host filter: pick a kind, type a value, add it.
 * Each value is checked by its kind when added; a repeat is refused.
 */
export function HostListField({
  control,
  name,
  noun,
  legend,
  help,
  empty,
  required = false,
  suggestions,
}: {
  control: Control<FirewallRuleValues>
  name: 'targets' | 'hosts'
  /** "target" or "host filter": used in the labels */
  noun: string
  legend: string
  help: string
  empty: string
  required?: boolean
  suggestions: HostSuggestions
}) {
  const id = useId()
  const { field, fieldState } = useController({
    control,
    name,
    rules: {
      validate: (items: HostValue[]) => {
        if (required && items.length === 0) return `Add at least one ${noun}`
        return validateUnique(items, hostKey) ?? true
      },
    },
  })
  const items: HostValue[] = field.value
  const [kind, setKind] = useState<HostKind>('vpc')
  const [value, setValue] = useState('')
  const [error, setError] = useState<string>()

  const add = () => {
    const entry = { type: kind, value: value.trim() }
    const message =
      validateHostValue(entry.type, entry.value) ?? validateUnique([...items, entry], hostKey)
    setError(message)
    if (message) return
    field.onChange([...items, entry])
    setValue('')
  }

  const Noun = noun[0].toUpperCase() + noun.slice(1)
  const options = suggestions[kind] ?? []
  const shownError = error ?? fieldState.error?.message
  return (
    <fieldset className="field list-field">
      <legend className="field-label">{legend}</legend>
      <span className="field-help">{help}</span>
      <div className="list-field-add">
        <label className="list-field-part">
          <span className="field-help">{Noun} type</span>
          <select
            className="input"
            value={kind}
            onChange={(e) => {
              setKind(e.target.value as HostKind)
              setError(undefined)
            }}
          >
            {kinds.map((k) => (
              <option key={k} value={k}>
                {hostKindLabel[k]}
              </option>
            ))}
          </select>
        </label>
        <label className="list-field-part list-field-grow">
          <span className="field-help">{Noun} value</span>
          <input
            className="input"
            value={value}
            list={options.length ? `${id}-options` : undefined}
            placeholder={placeholders[kind]}
            spellCheck={false}
            autoComplete="off"
            aria-invalid={shownError ? true : undefined}
            aria-describedby={shownError ? `${id}-error` : undefined}
            onChange={(e) => {
              setValue(e.target.value)
              setError(undefined)
            }}
            onKeyDown={addOnEnter(add)}
          />
        </label>
        <Button variant="secondary" onClick={add}>
          Add {noun}
        </Button>
      </div>
      {options.length > 0 && (
        <datalist id={`${id}-options`}>
          {options.map((o) => (
            <option key={o} value={o} />
          ))}
        </datalist>
      )}
      {shownError && (
        <span className="field-error" id={`${id}-error`}>
          {shownError}
        </span>
      )}
      <ItemList
        label={legend}
        items={items}
        empty={empty}
        describe={(h) => ({
          kind: hostKindLabel[h.type],
          value: h.value,
          name: `${hostKindLabel[h.type]} ${h.value}`,
        })}
        onRemove={(i) => field.onChange(items.filter((_, j) => j !== i))}
      />
    </fieldset>
  )
}
