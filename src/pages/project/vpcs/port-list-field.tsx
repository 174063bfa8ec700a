import { useState } from 'react'
import type { Control } from 'react-hook-form'
import { ListField, ListFieldInput, useListField } from '~/components/form/list-field'
import { validatePortRange } from '~/util/port'
import { validateUnique } from '~/util/unique'
import type { FirewallRuleValues } from './firewall-rule-values'

/** The port filter: single ports and ranges such as 8000-8080. */
export function PortListField({ control }: { control: Control<FirewallRuleValues> }) {
  const list = useListField({
    control,
    name: 'ports',
    validate: (items: string[]) => validateUnique(items),
  })
  const [value, setValue] = useState('')

  const add = () => {
    const port = value.trim()
    const message = port
      ? (validatePortRange(port) ?? validateUnique([...list.items, port]))
      : 'Enter a port or port range to add'
    if (list.add(port, message)) setValue('')
  }

  return (
    <ListField
      field={list}
      legend="Port filters"
      help="A port such as 443 or a range such as 8000-8080."
      addLabel="Add port"
      onAdd={add}
      empty="Any port"
      describe={(p) => ({ value: p, name: `port ${p}` })}
    >
      <ListFieldInput
        label="Port or port range"
        value={value}
        onValue={setValue}
        inputMode="numeric"
        placeholder="443"
      />
    </ListField>
  )
}
