import type { MSWHandlers } from '~/api/__generated__/msw-handlers'
import { subscriptionMatches } from '~/api/alert-subscriptions'
import { requireFleetRole } from '../authz'
import { byNameOrId, db } from '../db'
import { badRequest, lookupNotFound } from '../errors'
import { paginated } from '../paginate'
import { deliver } from './alert-delivery'
import { asFleetViewer } from './fleet-scope'
import { newId } from './util'

const lookupReceiver = (receiver: string) =>
  byNameOrId('alert-receiver', db.webhookReceivers, receiver)

function lookupAlert(id: string) {
  const alert = db.alerts.find((a) => a.id === id)
  if (!alert) throw lookupNotFound('alert', id)
  return alert
}

const byTime = (item: { id: string; time_created: string }) => `${item.time_created}|${item.id}`

/** Alerts, their classes and their deliveries: fleet viewers read, fleet admins act. */
export const alertHandlers = {
  alertClassList({ query }) {
    requireFleetRole('viewer')
    const { filter } = query
    const classes = filter
      ? db.alertClasses.filter((c) => subscriptionMatches(filter, c.name))
      : db.alertClasses
    return paginated(query, classes, (c) => c.name)
  },

  alertList({ query }) {
    requireFleetRole('viewer')
    const { alertClass, startTime, endTime } = query
    const items = db.alerts.filter(
      (a) =>
        (!alertClass || subscriptionMatches(alertClass, a.class)) &&
        (!startTime || Date.parse(a.time_created) >= new Date(startTime).getTime()) &&
        (!endTime || Date.parse(a.time_created) < new Date(endTime).getTime()),
    )
    return paginated(query, items, byTime)
  },

  alertView: ({ path }) => asFleetViewer(() => lookupAlert(path.alertId)),

  /**
   * A receiver's deliveries. With none of `delivered`, `failed`, `pending` set
   * to true, every delivery; otherwise only those in the states set to true.
   */
  alertDeliveryList({ path, query }) {
    requireFleetRole('viewer')
    const receiver = lookupReceiver(path.receiver)
    const wanted = (['delivered', 'failed', 'pending'] as const).filter((s) => query[s] === true)
    const items = db.alertDeliveries.filter(
      (d) => d.receiver_id === receiver.id && (!wanted.length || wanted.includes(d.state)),
    )
    return paginated(query, items, (d) => `${d.time_started}|${d.id}`)
  },

  /** Send the alert to the receiver again, now; only to a receiver subscribed to its class. */
  alertDeliveryResend({ path, query }) {
    requireFleetRole('admin')
    const alert = lookupAlert(path.alertId)
    const receiver = lookupReceiver(query.receiver)
    if (!receiver.subscriptions.some((s) => subscriptionMatches(s, alert.class))) {
      throw badRequest(
        `alert receiver "${receiver.name}" is not subscribed to alert class "${alert.class}"`,
      )
    }
    return { delivery_id: deliver(receiver, alert, 'resend').id }
  },

  /**
   * A probe: a synthetic `probe` alert sent to the receiver at once. With
   * `resend`, a probe that is delivered also resends every alert whose
   * delivery to this receiver failed, and says how many.
   */
  alertReceiverProbe({ path, query }) {
    requireFleetRole('admin')
    const receiver = lookupReceiver(path.receiver)
    const probe = deliver(receiver, { id: newId(), class: 'probe' }, 'probe')
    if (!query.resend || probe.state !== 'delivered') {
      return { probe, resends_started: query.resend ? 0 : null }
    }
    // alerts that never reached this receiver: every delivery of them failed
    const mine = db.alertDeliveries.filter(
      (d) => d.receiver_id === receiver.id && d.trigger !== 'probe',
    )
    const alertIds = [...new Set(mine.map((d) => d.alert_id))].filter((id) =>
      mine.every((d) => d.alert_id !== id || d.state === 'failed'),
    )
    for (const id of alertIds) {
      const alert = db.alerts.find((a) => a.id === id)
      if (alert) deliver(receiver, alert, 'resend')
    }
    return { probe, resends_started: alertIds.length }
  },
} satisfies Partial<MSWHandlers>
