import type { RouteHandle } from '~/components/breadcrumbs'
import { PageHeader } from '~/components/page-header'
import { RouteTabs } from '~/components/route-tabs'
import { paths } from '~/util/paths'

export const handle: RouteHandle = {
  crumbs: () => [{ label: 'Alerts', to: paths.systemAlerts() }],
}

/** Alerts the system raised, the classes they come in, and the webhooks they go to. */
export function Component() {
  return (
    <>
      <PageHeader title="Alerts" />
      <RouteTabs
        label="Alerts tabs"
        tabs={[
          { label: 'Receivers', to: paths.systemAlertReceivers() },
          { label: 'Alerts', to: paths.systemAlertList() },
          { label: 'Alert classes', to: paths.systemAlertClasses() },
        ]}
      />
    </>
  )
}
