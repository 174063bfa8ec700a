import type {
  AlertDelivery,
  AlertDeliveryState,
  WebhookDeliveryAttempt,
} from '~/api/__generated__/Api'
import { Badge, type BadgeColor } from '~/ui/badge'

const stateColor: Record<AlertDeliveryState, BadgeColor> = {
  delivered: 'green',
  failed: 'red',
  pending: 'yellow',
}

export const DeliveryStateBadge = ({ state }: { state: AlertDeliveryState }) => (
  <Badge color={stateColor[state]}>{state}</Badge>
)

const resultText: Record<WebhookDeliveryAttempt['result'], string> = {
  succeeded: 'succeeded',
  failed_http_error: 'HTTP error',
  failed_unreachable: 'unreachable',
  failed_timeout: 'timed out',
}

/** One attempt in words: "unreachable", "HTTP error (500, 12 ms)", "succeeded (200, 41 ms)". */
export function attemptSummary(a: WebhookDeliveryAttempt): string {
  const response = a.response ? ` (${a.response.status}, ${a.response.durationMs} ms)` : ''
  return `${resultText[a.result]}${response}`
}

/** The last attempt of a delivery, if it has made one. */
export const lastAttempt = (d: AlertDelivery): WebhookDeliveryAttempt | undefined =>
  d.attempts.webhook.at(-1)
