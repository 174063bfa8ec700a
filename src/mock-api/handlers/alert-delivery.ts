import type * as Api from '~/api/__generated__/Api'
import type { Json } from '~/api/__generated__/msw-handlers'
import { db } from '../db'
import type { WebhookReceiverRow } from '../fixtures/alerts'
import { newId, now } from './util'

type Attempt = Json<Api.WebhookDeliveryAttempt>

/**
 * The mock sends nothing: what a webhook endpoint would answer is decided by
 * its host, so every outcome can be shown and tested.
 * - a host under `.invalid` (RFC 2606: never resolves): the connection fails,
 *   `failed_unreachable`, no response;
 * - a host whose first label is `timeout` (`timeout.example.com`): no answer
 *   in time, `failed_timeout`;
 * - a host whose first label is `error` (`error.example.com`): HTTP 500,
 *   `failed_http_error`;
 * - any other host: HTTP 200 in a few tens of milliseconds, `succeeded`.
 */
export function attemptOf(endpoint: string, attempt: number): Attempt {
  const host = new URL(endpoint).hostname.toLowerCase()
  const time_sent = now()
  if (host === 'invalid' || host.endsWith('.invalid')) {
    return { attempt, result: 'failed_unreachable', response: null, time_sent }
  }
  const first = host.split('.')[0]
  if (first === 'timeout') {
    return { attempt, result: 'failed_timeout', response: null, time_sent }
  }
  if (first === 'error') {
    return {
      attempt,
      result: 'failed_http_error',
      response: { status: 500, duration_ms: 12 },
      time_sent,
    }
  }
  return { attempt, result: 'succeeded', response: { status: 200, duration_ms: 41 }, time_sent }
}

/**
 * One delivery of an alert to a receiver, tried once at once: delivered when the
 * endpoint takes it, failed otherwise (the mock does not retry later).
 */
export function deliver(
  receiver: WebhookReceiverRow,
  alert: { id: string; class: string },
  trigger: Json<Api.AlertDeliveryTrigger>,
): Json<Api.AlertDelivery> {
  const attempt = attemptOf(receiver.endpoint, 1)
  const delivery: Json<Api.AlertDelivery> = {
    id: newId(),
    receiver_id: receiver.id,
    alert_id: alert.id,
    alert_class: alert.class,
    state: attempt.result === 'succeeded' ? 'delivered' : 'failed',
    trigger,
    attempts: { webhook: [attempt] },
    time_started: attempt.time_sent,
  }
  db.alertDeliveries.push(delivery)
  return delivery
}

/** An endpoint must be an absolute http or https URL. */
export function endpointProblem(endpoint: string): string | undefined {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return `invalid endpoint URL "${endpoint}"`
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return `endpoint URL must use http or https, not ${url.protocol.replace(':', '')}`
  }
  return undefined
}
