import { useId, useState } from 'react'
import { type Control, useController } from 'react-hook-form'
import type { AlertClass } from '~/api/__generated__/Api'
import { validateSubscription } from '~/api/alert-subscriptions'
import { addOnEnter, ItemList } from '~/components/form/item-list'
import { Button } from '~/ui/button'
import { matchingClasses, type WebhookFormValues } from './webhook-values'

/**
 * The receiver's subscriptions: alert class names or globs (`*` one part, `**`
 * any number of parts), each shown with the classes it takes in today.
 */
export function SubscriptionListField({
  control,
  classes,
}: {
  control: Control<WebhookFormValues>
  classes: AlertClass[]
}) {
  const id = useId()
  const { field } = useController({ control, name: 'subscriptions' })
  const items: string[] = field.value
  const [value, setValue] = useState('')
  const [error, setError] = useState<string>()

  const add = () => {
    const glob = value.trim()
    const message =
      validateSubscription(glob) ?? (items.includes(glob) ? 'Already subscribed' : undefined)
    setError(message)
    if (message) return
    field.onChange([...items, glob])
    setValue('')
  }

  const preview = value.trim() && !validateSubscription(value.trim())
  const matches = preview ? matchingClasses(value.trim(), classes) : []
  const describeMatches = (glob: string) => {
    const m = matchingClasses(glob, classes)
    return m.length ? `matches ${m.join(', ')}` : 'matches no class yet'
  }
  return (
    <fieldset className="field list-field">
      <legend className="field-label">Subscriptions</legend>
      <span className="field-help">
        An alert class such as test.foo, or a glob: * stands for one part, ** for any number.
      </span>
      <div className="list-field-add">
        <label className="list-field-part list-field-grow">
          <span className="field-help">Alert class or glob</span>
          <input
            className="input mono"
            value={value}
            placeholder="test.foo.*"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : preview ? `${id}-preview` : undefined}
            onChange={(e) => {
              setValue(e.target.value)
              setError(undefined)
            }}
            onKeyDown={addOnEnter(add)}
          />
        </label>
        <Button variant="secondary" onClick={add}>
          Add subscription
        </Button>
      </div>
      {error && (
        <span className="field-error" id={`${id}-error`}>
          {error}
        </span>
      )}
      {!error && preview && (
        <span className="field-help" id={`${id}-preview`}>
          {matches.length ? `Matches ${matches.join(', ')}` : 'Matches no alert class yet'}
        </span>
      )}
      <ItemList
        label="Subscriptions"
        items={items}
        empty="No subscriptions: the receiver gets probes only"
        describe={(glob) => ({ value: `${glob} (${describeMatches(glob)})`, name: glob })}
        onRemove={(i) => field.onChange(items.filter((_, j) => j !== i))}
      />
    </fieldset>
  )
}
