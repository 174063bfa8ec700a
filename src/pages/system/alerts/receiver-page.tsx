import { useState } from 'react'
import { Link, Outlet, useNavigate } from 'react-router'
import type { AlertProbeResult } from '~/api/__generated__/Api'
import { usePrefetchedApiQuery } from '~/api/query'
import { itemCrumbs, type RouteHandle } from '~/components/breadcrumbs'
import { PageHeader } from '~/components/page-header'
import { Property, TimeProperty } from '~/components/property'
import { getAlertReceiverSelector, useAlertReceiverSelector } from '~/hooks/selectors'
import { Button } from '~/ui/button'
import { paths } from '~/util/paths'
import { useIsFleetAdmin } from '../use-fleet-role'
import { attemptSummary, DeliveryStateBadge, lastAttempt } from './delivery-cells'
import { ProbeModal } from './probe-modal'
import { DeliveriesSection } from './receiver-deliveries'
import { confirmDeleteReceiver } from './receivers-tab'

export const handle: RouteHandle = {
  crumbs: itemCrumbs(
    [
      { label: 'Alerts', to: paths.systemAlerts() },
      { label: 'Receivers', to: paths.systemAlertReceivers() },
    ],
    getAlertReceiverSelector,
    (selector) => ({ label: selector.receiver, to: paths.systemAlertReceiver(selector) }),
  ),
}

/** A webhook receiver: where it sends, what it subscribes to, and every delivery it made. */
export function Component() {
  const navigate = useNavigate()
  const selector = useAlertReceiverSelector()
  const isAdmin = useIsFleetAdmin()
  const { data: receiver } = usePrefetchedApiQuery('alertReceiverView', { path: selector })
  const [probing, setProbing] = useState(false)
  const [probe, setProbe] = useState<AlertProbeResult>()
  const { endpoint, secrets } = receiver.kind
  return (
    <>
      <PageHeader
        title={receiver.name}
        actions={
          isAdmin && (
            <>
              <Button variant="secondary" onClick={() => setProbing(true)}>
                Send probe
              </Button>
              <Link
                className="btn btn-secondary btn-md"
                to={paths.systemAlertReceiverEdit(selector)}
              >
                Edit
              </Link>
              <Button
                variant="danger"
                onClick={() =>
                  confirmDeleteReceiver(receiver, () => navigate(paths.systemAlertReceivers()))
                }
              >
                Delete
              </Button>
            </>
          )
        }
      />
      <dl className="properties" aria-label="Webhook receiver">
        <Property term="Description">{receiver.description || '—'}</Property>
        <Property term="Endpoint" mono>
          {endpoint}
        </Property>
        <Property term="Secrets">{secrets.length}</Property>
        <Property term="Subscriptions" mono>
          {receiver.subscriptions.join(', ') || 'None'}
        </Property>
        <TimeProperty date={receiver.timeCreated} />
      </dl>
      {probe && <ProbeResult result={probe} />}
      <DeliveriesSection receiver={receiver} isAdmin={isAdmin} />
      {probing && (
        <ProbeModal
          receiver={receiver}
          onDismiss={() => setProbing(false)}
          onResult={(result) => {
            setProbe(result)
            setProbing(false)
          }}
        />
      )}
      <Outlet />
    </>
  )
}

function ProbeResult({ result }: { result: AlertProbeResult }) {
  const { probe, resendsStarted } = result
  const attempt = lastAttempt(probe)
  return (
    <section aria-labelledby="probe-result-title" className="probe-result">
      <h2 className="section-title" id="probe-result-title">
        Probe result
      </h2>
      <dl className="properties" aria-label="Probe result">
        <Property term="State">
          <DeliveryStateBadge state={probe.state} />
        </Property>
        <Property term="Attempt">{attempt ? attemptSummary(attempt) : 'Not sent yet'}</Property>
        <TimeProperty term="Sent" date={probe.timeStarted} />
        {resendsStarted != null && <Property term="Resends started">{resendsStarted}</Property>}
      </dl>
    </section>
  )
}
