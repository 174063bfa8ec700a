import type { AlertReceiver, WebhookCreate, WebhookReceiverUpdate } from '~/api/__generated__/Api'
import { subscriptionMatches } from '~/api/alert-subscriptions'
import { apiRequest } from '~/api/client'
import { placeholder } from '~/api/request-text'

/** A secret in the form: one the receiver has (by id; its value is never shown), or a new one. */
export type SecretEntry = { id: string; timeCreated: Date } | { value: string }

/** What the webhook receiver forms edit: shaped like the UI, turned into API calls below. */
export type WebhookFormValues = {
  name: string
  description: string
  endpoint: string
  secrets: SecretEntry[]
  subscriptions: string[]
}

export const emptyWebhook: WebhookFormValues = {
  name: '',
  description: '',
  endpoint: '',
  secrets: [],
  subscriptions: [],
}

export const isNewSecret = (s: SecretEntry): s is { value: string } => 'value' in s

/** A webhook endpoint: an absolute http or https URL, as the API takes. */
export function validateEndpoint(s: string): string | undefined {
  let url: URL
  try {
    url = new URL(s.trim())
  } catch {
    return 'Must be a full URL, such as https://hooks.example.com/oxide'
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'Must be an http or https URL'
  return undefined
}

export const receiverToValues = (r: AlertReceiver): WebhookFormValues => ({
  name: r.name,
  description: r.description,
  endpoint: r.kind.endpoint,
  secrets: r.kind.secrets.map((s) => ({ id: s.id, timeCreated: s.timeCreated })),
  subscriptions: [...r.subscriptions],
})

export const valuesToWebhookCreate = (v: WebhookFormValues): WebhookCreate => ({
  name: v.name.trim(),
  description: v.description.trim(),
  endpoint: v.endpoint.trim(),
  secrets: v.secrets.filter(isNewSecret).map((s) => s.value),
  subscriptions: v.subscriptions,
})

/**
 * The create form's call as its "Equivalent CLI / API" panel shows it: each
 * secret as a placeholder, never its value.
 */
export const webhookCreateRequest = (v: WebhookFormValues) => {
  const body = valuesToWebhookCreate(v)
  return apiRequest('webhookReceiverCreate', {
    body: {
      ...body,
      secrets: body.secrets.map((_, i) => placeholder(`WEBHOOK_SECRET_${i + 1}`)),
    },
  })
}

/** The edit form's first call: the receiver's own fields (secrets and subscriptions follow, a call each). */
export const webhookUpdateRequest = (r: AlertReceiver, v: WebhookFormValues) =>
  apiRequest('webhookReceiverUpdate', {
    path: { receiver: r.id },
    body: receiverChanges(r, v).update,
  })

/** What an edit changes: the receiver's fields, then secrets and subscriptions one call each. */
export type ReceiverChanges = {
  update: WebhookReceiverUpdate
  addSecrets: string[]
  deleteSecrets: string[]
  addSubscriptions: string[]
  removeSubscriptions: string[]
}

export function receiverChanges(r: AlertReceiver, v: WebhookFormValues): ReceiverChanges {
  const keptIds = new Set(v.secrets.flatMap((s) => (isNewSecret(s) ? [] : [s.id])))
  return {
    update: { name: v.name.trim(), description: v.description.trim(), endpoint: v.endpoint.trim() },
    addSecrets: v.secrets.filter(isNewSecret).map((s) => s.value),
    deleteSecrets: r.kind.secrets.filter((s) => !keptIds.has(s.id)).map((s) => s.id),
    addSubscriptions: v.subscriptions.filter((s) => !r.subscriptions.includes(s)),
    removeSubscriptions: r.subscriptions.filter((s) => !v.subscriptions.includes(s)),
  }
}

/** The alert classes a subscription glob takes in. */
export const matchingClasses = (glob: string, classes: readonly { name: string }[]) =>
  classes.filter((c) => subscriptionMatches(glob, c.name)).map((c) => c.name)
