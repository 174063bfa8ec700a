import type { Control } from 'react-hook-form'
import type { AlertClass } from '~/api/__generated__/Api'
import { IdentityFields, TextField } from '~/components/form/text-field'
import { SecretListField } from './secret-list-field'
import { SubscriptionListField } from './subscription-list-field'
import { validateEndpoint, type WebhookFormValues } from './webhook-values'

/** The fields of the create and edit forms of a webhook receiver. */
export function WebhookReceiverFields({
  control,
  classes,
}: {
  control: Control<WebhookFormValues>
  classes: AlertClass[]
}) {
  return (
    <>
      <IdentityFields control={control} />
      <TextField
        control={control}
        name="endpoint"
        label="Endpoint"
        required
        placeholder="https://hooks.example.com/oxide"
        description="The URL each alert is sent to, as an HTTP POST."
        validate={validateEndpoint}
      />
      <SecretListField control={control} />
      <SubscriptionListField control={control} classes={classes} />
    </>
  )
}
