import { useId, useState } from 'react'
import { type Control, useController } from 'react-hook-form'
import { addOnEnter, ItemList } from '~/components/form/item-list'
import { Button } from '~/ui/button'
import { formatDateTime } from '~/util/time'
import { isNewSecret, type SecretEntry, type WebhookFormValues } from './webhook-values'

/**
 * The secrets the receiver signs its requests with: those it has (only their
 * ids and times: the API never gives a value back) and new ones to add.
 */
export function SecretListField({ control }: { control: Control<WebhookFormValues> }) {
  const id = useId()
  const { field } = useController({ control, name: 'secrets' })
  const items: SecretEntry[] = field.value
  const [value, setValue] = useState('')
  const [error, setError] = useState<string>()

  const add = () => {
    if (!value) {
      setError('Enter a secret to add')
      return
    }
    setError(undefined)
    field.onChange([...items, { value }])
    setValue('')
  }

  // "saved secret 2", "new secret 1": names for the remove buttons, by kind and order
  let saved = 0
  let fresh = 0
  const labels = items.map((s) =>
    isNewSecret(s)
      ? {
          kind: 'new',
          value: `${'•'.repeat(8)} (${s.value.length} characters)`,
          name: `new secret ${++fresh}`,
        }
      : {
          kind: 'saved',
          value: `added ${formatDateTime(s.timeCreated)}`,
          name: `saved secret ${++saved}`,
        },
  )
  const describe = (s: SecretEntry) => labels[items.indexOf(s)]
  return (
    <fieldset className="field list-field">
      <legend className="field-label">Secrets</legend>
      <span className="field-help">
        The receiver signs each request with every secret, so the endpoint can check where it came
        from. A saved secret cannot be shown again.
      </span>
      <div className="list-field-add">
        <label className="list-field-part list-field-grow">
          <span className="field-help">New secret</span>
          <input
            className="input"
            type="password"
            autoComplete="new-password"
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => {
              setValue(e.target.value)
              setError(undefined)
            }}
            onKeyDown={addOnEnter(add)}
          />
        </label>
        <Button variant="secondary" onClick={add}>
          Add secret
        </Button>
      </div>
      {error && (
        <span className="field-error" id={`${id}-error`}>
          {error}
        </span>
      )}
      <ItemList
        label="Secrets"
        items={items}
        empty="No secrets: requests are not signed"
        describe={describe}
        onRemove={(i) => field.onChange(items.filter((_, j) => j !== i))}
      />
    </fieldset>
  )
}
