import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import type { AlertReceiver } from '~/api/__generated__/Api'
import { invalidate, mutate, usePrefetchedApiQuery, usePrefetchedQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { stepsFormProps } from '~/components/form/request-form'
import { SideModalForm } from '~/components/form/side-modal-form'
import { useAlertReceiverSelector } from '~/hooks/selectors'
import { paths } from '~/util/paths'
import { alertClassesQuery } from './loaders'
import { WebhookReceiverFields } from './webhook-receiver-fields'
import {
  receiverChanges,
  receiverToValues,
  type WebhookFormValues,
  webhookUpdateRequest,
} from './webhook-values'

export const handle: RouteHandle = { title: 'Edit webhook receiver' }

/**
 * An edit is several calls: the receiver's fields, then each secret and
 * subscription added or removed, all by the receiver's id (a rename comes
 * first). New secrets go in before old ones go, so it is never left unsigned.
 */
async function saveReceiver(receiver: AlertReceiver, values: WebhookFormValues) {
  const changes = receiverChanges(receiver, values)
  const path = { receiver: receiver.id }
  try {
    await mutate('webhookReceiverUpdate', { path, body: changes.update })
    for (const secret of changes.addSecrets) {
      await mutate('webhookSecretsAdd', { query: path, body: { secret } })
    }
    for (const secretId of changes.deleteSecrets) {
      await mutate('webhookSecretsDelete', { path: { secretId } })
    }
    for (const subscription of changes.addSubscriptions) {
      await mutate('alertReceiverSubscriptionAdd', { path, body: { subscription } })
    }
    for (const subscription of changes.removeSubscriptions) {
      await mutate('alertReceiverSubscriptionRemove', { path: { ...path, subscription } })
    }
  } finally {
    // once, after every call, and also when one fails part way: that leaves the earlier
    // ones done, so the form shows what the receiver now is
    await invalidate('alertReceiverList', 'alertReceiverView', 'webhookSecretsList')
  }
}

export function Component() {
  const navigate = useNavigate()
  const selector = useAlertReceiverSelector()
  const { data: receiver } = usePrefetchedApiQuery('alertReceiverView', { path: selector })
  const classes = usePrefetchedQuery(alertClassesQuery()).data.items
  const form = useForm<WebhookFormValues>({ defaultValues: receiverToValues(receiver) })
  return (
    <SideModalForm
      {...stepsFormProps(
        form,
        {
          verb: 'update',
          noun: 'webhook receiver',
          request: (values) => webhookUpdateRequest(receiver, values),
        },
        (values) => saveReceiver(receiver, values),
        (name) => navigate(paths.systemAlertReceiver({ receiver: name })),
      )}
      onDismiss={() => navigate(paths.systemAlertReceiver(selector))}
    >
      <WebhookReceiverFields control={form.control} classes={classes} />
    </SideModalForm>
  )
}
