import { useState } from 'react'
import type { Control } from 'react-hook-form'
import {
  ListField,
  ListFieldInput,
  ListFieldKind,
  useListField,
} from '~/components/form/list-field'
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
  const list = useListField({
    control,
    name,
    validate: (items: HostValue[]) => {
      if (required && items.length === 0) return `Add at least one ${noun}`
      return validateUnique(items, hostKey)
    },
  })
  const [kind, setKind] = useState<HostKind>('vpc')
  const [value, setValue] = useState('')

  const add = () => {
    const entry = { type: kind, value: value.trim() }
    const message =
      validateHostValue(entry.type, entry.value) ?? validateUnique([...list.items, entry], hostKey)
    if (list.add(entry, message)) setValue('')
  }

  const Noun = noun[0].toUpperCase() + noun.slice(1)
  const options = suggestions[kind] ?? []
  return (
    <ListField
      field={list}
      legend={legend}
      help={help}
      addLabel={`Add ${noun}`}
      onAdd={add}
      empty={empty}
      describe={(h) => ({
        kind: hostKindLabel[h.type],
        value: h.value,
        name: `${hostKindLabel[h.type]} ${h.value}`,
      })}
      note={
        options.length > 0 && (
          <datalist id={`${list.id}-options`}>
            {options.map((o) => (
              <option key={o} value={o} />
            ))}
          </datalist>
        )
      }
    >
      <ListFieldKind label={`${Noun} type`} labels={hostKindLabel} value={kind} onValue={setKind} />
      <ListFieldInput
        label={`${Noun} value`}
        value={value}
        onValue={setValue}
        list={options.length ? `${list.id}-options` : undefined}
        placeholder={placeholders[kind]}
        spellCheck={false}
        autoComplete="off"
      />
    </ListField>
  )
}
