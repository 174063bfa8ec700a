import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { requireFleetRole } from '../authz'
import { byNameOrId, db } from '../db'
import { alreadyExists, badRequest, errorResponse, lookupNotFound } from '../errors'
import type { WebhookReceiverRow } from '../fixtures/alerts'
import { paginated } from '../paginate'
import { endpointProblem } from './alert-delivery'
import { NoContent, newId, newResource, now, removeWhere } from './util'

const lookupReceiver = (receiver: string) =>
  byNameOrId('alert-receiver', db.webhookReceivers, receiver)

/** A receiver's secrets as the API shows them: ids and times, never the values. */
const secretsOf = (receiverId: string): Json<Api.WebhookSecret>[] =>
  db.webhookSecrets
    .filter((s) => s.receiver_id === receiverId)
    .map(({ id, time_created }) => ({ id, time_created }))

const asAlertReceiver = (r: WebhookReceiverRow): Json<Api.AlertReceiver> => ({
  id: r.id,
  name: r.name,
  description: r.description,
  kind: { kind: 'webhook', endpoint: r.endpoint, secrets: secretsOf(r.id) },
  subscriptions: r.subscriptions,
  time_created: r.time_created,
  time_modified: r.time_modified,
})

function assertNameFree(name: string) {
  if (db.webhookReceivers.some((r) => r.name === name)) throw alreadyExists('alert-receiver', name)
}

function checkEndpoint(endpoint: string) {
  const problem = endpointProblem(endpoint)
  if (problem) throw badRequest(problem)
}

function newSecret(receiverId: string, secret: string) {
  if (!secret) throw badRequest('a webhook secret must not be empty')
  const row = { id: newId(), receiver_id: receiverId, secret, time_created: now() }
  db.webhookSecrets.push(row)
  return { id: row.id, time_created: row.time_created }
}

/** Alert receivers (webhooks), their secrets and subscriptions: fleet viewers read, fleet admins change. */
export const webhookHandlers = {
  alertReceiverList({ query }) {
    requireFleetRole('viewer')
    const page = paginated(query, db.webhookReceivers)
    return { ...page, items: page.items.map(asAlertReceiver) }
  },

  alertReceiverView({ path }) {
    requireFleetRole('viewer')
    return asAlertReceiver(lookupReceiver(path.receiver))
  },

  alertReceiverDelete({ path }) {
    requireFleetRole('admin')
    const receiver = lookupReceiver(path.receiver)
    removeWhere(db.webhookReceivers, (r) => r.id === receiver.id)
    removeWhere(db.webhookSecrets, (s) => s.receiver_id === receiver.id)
    removeWhere(db.alertDeliveries, (d) => d.receiver_id === receiver.id)
    return NoContent
  },

  webhookReceiverCreate({ body }) {
    requireFleetRole('admin')
    assertNameFree(body.name)
    checkEndpoint(body.endpoint)
    const receiver: WebhookReceiverRow = {
      ...newResource(body),
      endpoint: body.endpoint,
      subscriptions: [...new Set(body.subscriptions ?? [])],
    }
    if (body.secrets.some((s) => !s)) throw badRequest('a webhook secret must not be empty')
    db.webhookReceivers.push(receiver)
    const secrets = body.secrets.map((s) => newSecret(receiver.id, s))
    const { id, name, description, endpoint, subscriptions, time_created, time_modified } = receiver
    return {
      id,
      name,
      description,
      endpoint,
      secrets,
      subscriptions,
      time_created,
      time_modified,
    }
  },

  webhookReceiverUpdate({ path, body }) {
    requireFleetRole('admin')
    const receiver = lookupReceiver(path.receiver)
    if (body.name && body.name !== receiver.name) assertNameFree(body.name)
    if (body.endpoint) checkEndpoint(body.endpoint)
    if (body.name) receiver.name = body.name
    if (body.description != null) receiver.description = body.description
    if (body.endpoint) receiver.endpoint = body.endpoint
    receiver.time_modified = now()
    return NoContent
  },

  webhookSecretsList({ query }) {
    requireFleetRole('viewer')
    return { secrets: secretsOf(lookupReceiver(query.receiver).id) }
  },

  webhookSecretsAdd({ query, body }) {
    requireFleetRole('admin')
    return newSecret(lookupReceiver(query.receiver).id, body.secret)
  },

  webhookSecretsDelete({ path }) {
    requireFleetRole('admin')
    const secret = db.webhookSecrets.find((s) => s.id === path.secretId)
    if (!secret) throw lookupNotFound('webhook-secret', path.secretId)
    removeWhere(db.webhookSecrets, (s) => s.id === secret.id)
    return NoContent
  },

  alertReceiverSubscriptionAdd({ path, body }) {
    requireFleetRole('admin')
    const receiver = lookupReceiver(path.receiver)
    const { subscription } = body
    if (receiver.subscriptions.includes(subscription)) {
      throw errorResponse(
        400,
        'ObjectAlreadyExists',
        `already exists: alert-subscription "${subscription}"`,
      )
    }
    receiver.subscriptions.push(subscription)
    receiver.time_modified = now()
    return { subscription }
  },

  alertReceiverSubscriptionRemove({ path }) {
    requireFleetRole('admin')
    const receiver = lookupReceiver(path.receiver)
    if (!receiver.subscriptions.includes(path.subscription)) {
      throw lookupNotFound('alert-subscription', path.subscription)
    }
    removeWhere(receiver.subscriptions, (s) => s === path.subscription)
    receiver.time_modified = now()
    return NoContent
  },
} satisfies Partial<MSWHandlers>
