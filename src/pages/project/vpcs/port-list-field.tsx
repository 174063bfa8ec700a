import { useId, useState } from 'react'
import { type Control, useController } from 'react-hook-form'
import { addOnEnter, ItemList } from '~/components/form/item-list'
import { Button } from '~/ui/button'
import { validatePortRange } from '~/util/port'
import { validateUnique } from '~/util/unique'
import type { FirewallRuleValues } from './firewall-rule-values'

/** The port filter: single ports and ranges such as 8000-8080. */
export function PortListField({ control }: { control: Control<FirewallRuleValues> }) {
  const id = useId()
  const { field, fieldState } = useController({
    control,
    name: 'ports',
    rules: { validate: (items: string[]) => validateUnique(items) ?? true },
  })
  const items: string[] = field.value
  const [value, setValue] = useState('')
  const [error, setError] = useState<string>()

  const add = () => {
    const port = value.trim()
    const message = port
      ? (validatePortRange(port) ?? validateUnique([...items, port]))
      : 'Enter a port or port range to add'
    setError(message)
    if (message) return
    field.onChange([...items, port])
    setValue('')
  }

  const shownError = error ?? fieldState.error?.message
  return (
    <fieldset className="field list-field">
      <legend className="field-label">Port filters</legend>
      <span className="field-help">A port such as 443 or a range such as 8000-8080.</span>
      <div className="list-field-add">
        <label className="list-field-part list-field-grow">
          <span className="field-help">Port or port range</span>
          <input
            className="input"
            inputMode="numeric"
            value={value}
            placeholder="443"
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
          Add port
        </Button>
      </div>
      {shownError && (
        <span className="field-error" id={`${id}-error`}>
          {shownError}
        </span>
      )}
      <ItemList
        label="Port filters"
        items={items}
        empty="Any port"
        describe={(p) => ({ value: p, name: `port ${p}` })}
        onRemove={(i) => field.onChange(items.filter((_, j) => j !== i))}
      />
    </fieldset>
  )
}
