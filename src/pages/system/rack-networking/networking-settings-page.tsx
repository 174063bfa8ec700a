import { apiRequest } from '~/api/client'
import { mutate, usePrefetchedApiQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { Property } from '~/components/property'
import { ViewRequestDisclosure } from '~/components/request-disclosure'
import { TitledSection } from '~/components/titled-section'
import { Badge } from '~/ui/badge'
import { Button } from '~/ui/button'
import { confirmAction } from '~/ui/confirm'
import { paths } from '~/util/paths'
import { useIsFleetAdmin } from '../use-fleet-role'

export const handle: RouteHandle = {
  crumbs: () => [{ label: 'Settings', to: paths.systemNetworkingSettings() }],
}

function confirmIcmp(enabled: boolean) {
  confirmAction({
    title: enabled ? 'Allow inbound ICMP' : 'Block inbound ICMP',
    body: enabled
      ? "The rack's external API services will answer inbound ICMP again, such as ping."
      : "The rack's external API services will drop inbound ICMP: ping gets no answer.",
    confirmLabel: enabled ? 'Allow' : 'Block',
    errorTitle: 'Could not change inbound ICMP',
    action: () =>
      mutate(
        'networkingInboundIcmpUpdate',
        { body: { enabled } },
        {
          invalidates: ['networkingInboundIcmpView'],
          toast: { title: enabled ? 'Inbound ICMP allowed' : 'Inbound ICMP blocked' },
        },
      ),
  })
}

function confirmJumbo(enabled: boolean) {
  confirmAction({
    title: enabled ? 'Allow jumbo frames' : 'Disallow jumbo frames',
    body: enabled
      ? 'Instances may then opt in to jumbo frames for their external traffic.'
      : 'Instances will no longer use jumbo frames for their external traffic.',
    confirmLabel: enabled ? 'Allow' : 'Disallow',
    errorTitle: 'Could not change jumbo frames',
    action: () =>
      mutate(
        'systemNetworkingSettingsUpdate',
        { body: { externalJumboFramesOptInEnabled: enabled } },
        {
          invalidates: ['systemNetworkingSettingsView'],
          toast: { title: enabled ? 'Jumbo frames allowed' : 'Jumbo frames disallowed' },
        },
      ),
  })
}

const onOff = (on: boolean, yes: string, no: string) => (
  <Badge color={on ? 'green' : 'gray'}>{on ? yes : no}</Badge>
)

/** Rack-wide networking switches: inbound ICMP to the rack's services, and jumbo frames. */
export function Component() {
  const isAdmin = useIsFleetAdmin()
  const { data: icmp } = usePrefetchedApiQuery('networkingInboundIcmpView', {})
  const { data: settings } = usePrefetchedApiQuery('systemNetworkingSettingsView', {})
  const jumbo = settings.externalJumboFramesOptInEnabled
  return (
    <>
      <TitledSection
        title="Inbound ICMP"
        actions={
          isAdmin && (
            <Button variant="secondary" onClick={() => confirmIcmp(!icmp.enabled)}>
              {icmp.enabled ? 'Block inbound ICMP' : 'Allow inbound ICMP'}
            </Button>
          )
        }
      >
        <dl className="properties" aria-label="Inbound ICMP">
          <Property term="Inbound ICMP">{onOff(icmp.enabled, 'allowed', 'blocked')}</Property>
        </dl>
        <p className="tab-note">
          Whether the rack's external API services accept limited inbound ICMP traffic, such as
          ping.
        </p>
        <ViewRequestDisclosure request={apiRequest('networkingInboundIcmpView', {})} />
      </TitledSection>
      <TitledSection
        title="Jumbo frames"
        actions={
          isAdmin && (
            <Button variant="secondary" onClick={() => confirmJumbo(!jumbo)}>
              {jumbo ? 'Disallow jumbo frames' : 'Allow jumbo frames'}
            </Button>
          )
        }
      >
        <dl className="properties" aria-label="Jumbo frames">
          <Property term="External jumbo frames opt-in">
            {onOff(jumbo, 'allowed', 'not allowed')}
          </Property>
        </dl>
        <p className="tab-note">
          Whether instances may opt in to jumbo frames for traffic leaving the rack.
        </p>
        <ViewRequestDisclosure request={apiRequest('systemNetworkingSettingsView', {})} />
      </TitledSection>
    </>
  )
}
