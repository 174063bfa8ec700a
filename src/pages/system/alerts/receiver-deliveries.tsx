import { useMemo } from 'react'
import { Link } from 'react-router'
import type { AlertDelivery, AlertReceiver } from '~/api/__generated__/Api'
import { mutate } from '~/api/query'
import { actionsColumn, valueColumn } from '~/components/columns'
import { DateTime } from '~/components/date-time'
import { QueryTable } from '~/components/query-table'
import { TitledSection } from '~/components/titled-section'
import { useAlertReceiverSelector } from '~/hooks/selectors'
import { useSearchWriter, withParam } from '~/hooks/use-search-writer'
import { EmptyState } from '~/ui/empty-state'
import { paths } from '~/util/paths'
import { attemptSummary, DeliveryStateBadge, lastAttempt } from './delivery-cells'
import { DELIVERY_STATES, deliveryListParams, parseDeliveryState } from './loaders'

const resend = (receiver: AlertReceiver, d: AlertDelivery) =>
  mutate(
    'alertDeliveryResend',
    { path: { alertId: d.alertId }, query: { receiver: receiver.id } },
    {
      invalidates: ['alertDeliveryList'],
      toast: { title: 'Alert resent', content: `${d.alertClass} to ${receiver.name}` },
      errorTitle: 'Could not resend alert',
    },
  )

/** Every delivery the receiver made, newest first, narrowed to one state by `?state=`. */
export function DeliveriesSection({
  receiver,
  isAdmin,
}: {
  receiver: AlertReceiver
  isAdmin: boolean
}) {
  const selector = useAlertReceiverSelector()
  const [search, write] = useSearchWriter()
  const state = parseDeliveryState(search.get('state'))
  const columns = useMemo(
    () => [
      valueColumn<AlertDelivery>('class', 'Alert class', (r) =>
        r.trigger === 'probe' ? (
          <span className="mono">{r.alertClass}</span>
        ) : (
          <Link className="mono" to={paths.systemAlert({ alertId: r.alertId })}>
            {r.alertClass}
          </Link>
        ),
      ),
      valueColumn<AlertDelivery>('state', 'State', (r) => <DeliveryStateBadge state={r.state} />),
      valueColumn<AlertDelivery>('trigger', 'Trigger', (r) => r.trigger),
      valueColumn<AlertDelivery>('attempts', 'Attempts', (r) => {
        const last = lastAttempt(r)
        const count = r.attempts.webhook.length
        return last ? `${count}, last ${attemptSummary(last)}` : '0'
      }),
      valueColumn<AlertDelivery>('started', 'Started', (r) =>
        DateTime({ date: r.timeStarted, className: 'cell-secondary' }),
      ),
      valueColumn<AlertDelivery>('last', 'Last attempt', (r) => {
        const last = lastAttempt(r)
        return last ? DateTime({ date: last.timeSent, className: 'cell-secondary' }) : '—'
      }),
      actionsColumn<AlertDelivery>(
        (d) => [{ label: 'Resend', onSelect: () => resend(receiver, d) }],
        (d) => isAdmin && d.trigger !== 'probe',
      ),
    ],
    [receiver, isAdmin],
  )
  return (
    <TitledSection
      title="Deliveries"
      actions={
        <label className="filter-bar-inline">
          <span>State</span>
          <select
            className="input"
            value={state ?? ''}
            onChange={(e) => write((s) => withParam(s, 'state', e.target.value))}
          >
            <option value="">All</option>
            {DELIVERY_STATES.map((s) => (
              <option key={s} value={s}>
                {s[0].toUpperCase() + s.slice(1)}
              </option>
            ))}
          </select>
        </label>
      }
    >
      <QueryTable
        key={state ?? ''}
        operationId="alertDeliveryList"
        params={deliveryListParams(selector.receiver, state ?? null)}
        columns={columns}
        label="Deliveries"
        // `?state=` is this page's server-side filter: the list's own URL params keep apart
        urlPrefix="deliveries-"
        emptyState={
          <EmptyState
            title="No deliveries"
            body={state ? `No ${state} delivery.` : 'No alert has been sent to this receiver yet.'}
          />
        }
      />
    </TitledSection>
  )
}
