import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { useApiMutation, usePrefetchedQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { SideModalForm } from '~/components/form/side-modal-form'
import { addToast } from '~/ui/toast'
import { paths } from '~/util/paths'
import { alertClassesQuery } from './loaders'
import { WebhookReceiverFields } from './webhook-receiver-fields'
import {
  emptyWebhook,
  valuesToWebhookCreate,
  type WebhookFormValues,
  webhookCreateRequest,
} from './webhook-values'

export const handle: RouteHandle = { title: 'Create webhook receiver' }

export function Component() {
  const navigate = useNavigate()
  const classes = usePrefetchedQuery(alertClassesQuery()).data.items
  const form = useForm<WebhookFormValues>({ defaultValues: emptyWebhook })
  const create = useApiMutation('webhookReceiverCreate', { invalidates: ['alertReceiverList'] })
  return (
    <SideModalForm
      title="Create webhook receiver"
      submitLabel="Create webhook receiver"
      form={form}
      onDismiss={() => navigate(paths.systemAlertReceivers())}
      request={webhookCreateRequest}
      onSubmit={(values) => create.mutateAsync({ body: valuesToWebhookCreate(values) })}
      onSuccess={() => {
        const name = form.getValues().name.trim()
        addToast({ title: 'Webhook receiver created', content: name })
        navigate(paths.systemAlertReceiver({ receiver: name }))
      }}
    >
      <WebhookReceiverFields control={form.control} classes={classes} />
    </SideModalForm>
  )
}
