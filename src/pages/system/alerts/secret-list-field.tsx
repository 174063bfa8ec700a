import { useState } from 'react'
import type { Control } from 'react-hook-form'
import { ListField, ListFieldInput, useListField } from '~/components/form/list-field'
import { useTimeZone } from '~/hooks/use-time-zone'
import { formatDateTime } from '~/util/time'
import { isNewSecret, type SecretEntry, type WebhookFormValues } from './webhook-values'

/**
 * The secrets the receiver signs its requests with: those it has (only their
 * ids and times: the API never gives a value back) and new ones to add.
 */
export function SecretListField({ control }: { control: Control<WebhookFormValues> }) {
  const list = useListField<WebhookFormValues, SecretEntry>({ control, name: 'secrets' })
  const { items } = list
  const [value, setValue] = useState('')
  const zone = useTimeZone()

  const add = () => {
    if (list.add({ value }, value ? undefined : 'Enter a secret to add')) setValue('')
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
          value: `added ${formatDateTime(s.timeCreated, zone)}`,
          name: `saved secret ${++saved}`,
        },
  )
  const describe = (s: SecretEntry) => labels[items.indexOf(s)]
  return (
    <ListField
      field={list}
      legend="Secrets"
      help="The receiver signs each request with every secret, so the endpoint can check where it came from. A saved secret cannot be shown again."
      addLabel="Add secret"
      onAdd={add}
      empty="No secrets: requests are not signed"
      describe={describe}
    >
      <ListFieldInput
        label="New secret"
        value={value}
        onValue={setValue}
        type="password"
        autoComplete="new-password"
      />
    </ListField>
  )
}
