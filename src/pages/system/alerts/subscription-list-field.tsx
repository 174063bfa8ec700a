import { useState } from 'react'
import type { Control } from 'react-hook-form'
import type { AlertClass } from '~/api/__generated__/Api'
import { validateSubscription } from '~/api/alert-subscriptions'
import { ListField, ListFieldInput, useListField } from '~/components/form/list-field'
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
  const list = useListField<WebhookFormValues, string>({ control, name: 'subscriptions' })
  const [value, setValue] = useState('')

  const add = () => {
    const glob = value.trim()
    const message =
      validateSubscription(glob) ?? (list.items.includes(glob) ? 'Already subscribed' : undefined)
    if (list.add(glob, message)) setValue('')
  }

  const preview = value.trim() && !validateSubscription(value.trim())
  const matches = preview ? matchingClasses(value.trim(), classes) : []
  const describeMatches = (glob: string) => {
    const m = matchingClasses(glob, classes)
    return m.length ? `matches ${m.join(', ')}` : 'matches no class yet'
  }
  return (
    <ListField
      field={list}
      legend="Subscriptions"
      help="An alert class such as test.foo, or a glob: * stands for one part, ** for any number."
      addLabel="Add subscription"
      onAdd={add}
      empty="No subscriptions: the receiver gets probes only"
      describe={(glob) => ({ value: `${glob} (${describeMatches(glob)})`, name: glob })}
      note={
        !list.error &&
        preview && (
          <span className="field-help" id={`${list.id}-preview`}>
            {matches.length ? `Matches ${matches.join(', ')}` : 'Matches no alert class yet'}
          </span>
        )
      }
    >
      <ListFieldInput
        label="Alert class or glob"
        value={value}
        onValue={setValue}
        className="input mono"
        placeholder="test.foo.*"
        aria-describedby={
          list.error ? `${list.id}-error` : preview ? `${list.id}-preview` : undefined
        }
      />
    </ListField>
  )
}
