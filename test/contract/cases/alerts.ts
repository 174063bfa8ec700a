import * as schema from '~/api/__generated__/validate'
import { FOO_ALERT_ID, FOO_BAR_ALERT_ID } from '~/mock-api/fixtures/alerts'
import type { Case } from './types'

const R = '/v1/alert-receivers'
const SECRET_ID = 'a1e75000-5b6c-4d7e-8f90-1a2b3c4d5e03'

/** Alert classes, alerts, receivers and their deliveries; webhook receivers and secrets. */
export const alertCases: Case[] = [
  {
    op: 'alertClassList',
    method: 'GET',
    path: '/v1/alert-classes?filter=test.*',
    schema: schema.AlertClassResultsPage,
  },
  { op: 'alertList', method: 'GET', path: '/v1/alerts', schema: schema.AlertResultsPage },
  { op: 'alertView', method: 'GET', path: `/v1/alerts/${FOO_ALERT_ID}`, schema: schema.Alert },
  {
    op: 'alertDeliveryResend',
    method: 'POST',
    path: `/v1/alerts/${FOO_BAR_ALERT_ID}/resend?receiver=ops-pager`,
    schema: schema.AlertDeliveryId,
  },
  { op: 'alertReceiverList', method: 'GET', path: R, schema: schema.AlertReceiverResultsPage },
  { op: 'alertReceiverView', method: 'GET', path: `${R}/ops-pager`, schema: schema.AlertReceiver },
  { op: 'alertReceiverDelete', method: 'DELETE', path: `${R}/audit-sink`, schema: null },
  {
    op: 'alertDeliveryList',
    method: 'GET',
    path: `${R}/audit-sink/deliveries?failed=true`,
    schema: schema.AlertDeliveryResultsPage,
  },
  {
    op: 'alertReceiverProbe',
    method: 'POST',
    path: `${R}/ops-pager/probe?resend=true`,
    schema: schema.AlertProbeResult,
  },
  {
    op: 'alertReceiverSubscriptionAdd',
    method: 'POST',
    path: `${R}/ops-pager/subscriptions`,
    body: { subscription: 'test.quux.**' },
    schema: schema.AlertSubscriptionCreated,
  },
  {
    op: 'alertReceiverSubscriptionRemove',
    method: 'DELETE',
    path: `${R}/ops-pager/subscriptions/test.quux.bar`,
    schema: null,
  },
  {
    op: 'webhookReceiverCreate',
    method: 'POST',
    path: '/v1/webhook-receivers',
    body: {
      name: 'new-hook',
      description: '',
      endpoint: 'https://hooks.example.com/new',
      secrets: ['s3cret'],
      subscriptions: ['test.foo'],
    },
    schema: schema.WebhookReceiver,
  },
  {
    op: 'webhookReceiverUpdate',
    method: 'PUT',
    path: '/v1/webhook-receivers/ops-pager',
    body: { description: 'updated' },
    schema: null,
  },
  {
    op: 'webhookSecretsList',
    method: 'GET',
    path: '/v1/webhook-secrets?receiver=ops-pager',
    schema: schema.WebhookSecrets,
  },
  {
    op: 'webhookSecretsAdd',
    method: 'POST',
    path: '/v1/webhook-secrets?receiver=ops-pager',
    body: { secret: 'another' },
    schema: schema.WebhookSecret,
  },
  {
    op: 'webhookSecretsDelete',
    method: 'DELETE',
    path: `/v1/webhook-secrets/${SECRET_ID}`,
    schema: null,
  },
]
