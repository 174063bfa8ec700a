import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { apiRequest } from '~/api/client'
import { usePrefetchedQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { requestFormProps } from '~/components/form/request-form'
import { SideModalForm } from '~/components/form/side-modal-form'
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
  return (
    <SideModalForm
      {...requestFormProps(
        form,
        {
          verb: 'create',
          noun: 'webhook receiver',
          invalidates: ['alertReceiverList'],
          shown: webhookCreateRequest,
        },
        (values) => apiRequest('webhookReceiverCreate', { body: valuesToWebhookCreate(values) }),
        (name) => navigate(paths.systemAlertReceiver({ receiver: name })),
      )}
      onDismiss={() => navigate(paths.systemAlertReceivers())}
    >
      <WebhookReceiverFields control={form.control} classes={classes} />
    </SideModalForm>
  )
}
