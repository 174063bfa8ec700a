import { snakeify } from '~/api/__generated__/util'
import { usePrefetchedApiQuery } from '~/api/query'
import { itemCrumbs, type RouteHandle } from '~/components/breadcrumbs'
import { PageHeader } from '~/components/page-header'
import { IdProperty, Property, TimeProperty } from '~/components/property'
import { getAlertSelector, useAlertSelector } from '~/hooks/selectors'
import { paths } from '~/util/paths'

export const handle: RouteHandle = {
  crumbs: itemCrumbs(
    [
      { label: 'Alerts', to: paths.systemAlerts() },
      { label: 'Alerts', to: paths.systemAlertList() },
    ],
    getAlertSelector,
    (selector) => ({ label: selector.alertId, to: paths.systemAlert(selector) }),
  ),
}

/**
 * One alert: its class, when it was raised, and what it says (its payload, as
 * JSON). The client camelCases every response key; the payload is shown with
 * the API's own snake_case keys, as a webhook receives it.
 */
export function Component() {
  const selector = useAlertSelector()
  const { data: alert } = usePrefetchedApiQuery('alertView', { path: selector })
  return (
    <>
      <PageHeader title={`Alert ${alert.class}`} />
      <dl className="properties" aria-label="Alert">
        <Property term="Class" mono>
          {alert.class}
        </Property>
        <IdProperty id={alert.id} />
        <TimeProperty term="Raised" date={alert.timeCreated} />
        <Property term="Version">{alert.version}</Property>
      </dl>
      <section aria-labelledby="alert-payload-title">
        <h2 className="section-title" id="alert-payload-title">
          Payload
        </h2>
        <pre className="json-block mono">{JSON.stringify(snakeify(alert.alert), null, 2)}</pre>
      </section>
    </>
  )
}
