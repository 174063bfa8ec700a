import { useNavigate } from 'react-router'
import { apiRequest } from '~/api/client'
import { usePrefetchedApiQuery } from '~/api/query'
import { activityTab } from '~/components/activity/activity-links'
import type { RouteHandle } from '~/components/breadcrumbs'
import { CopyAsTerraform } from '~/components/export/copy-as-terraform'
import { PageHeader } from '~/components/page-header'
import { Property, TimeProperty } from '~/components/property'
import { ViewRequestDisclosure } from '~/components/request-disclosure'
import { RouteTabs } from '~/components/route-tabs'
import { getVpcSelector, useVpcSelector } from '~/hooks/selectors'
import { useIsFleetViewer } from '~/layouts/fleet-viewer'
import { DropdownMenu } from '~/ui/dropdown-menu'
import { paths } from '~/util/paths'
import { vpcCrumbs } from './vpc-crumbs'
import { confirmDeleteVpc } from './vpcs-page'

export const handle: RouteHandle = {
  crumbs: (params) => vpcCrumbs(getVpcSelector(params)),
}

/** One VPC: its properties above; its firewall rules, subnets, routers and gateways as route tabs. */
export function Component() {
  const isFleetViewer = useIsFleetViewer()
  const navigate = useNavigate()
  const selector = useVpcSelector()
  const { project } = selector
  const { data: vpc } = usePrefetchedApiQuery('vpcView', {
    path: { vpc: selector.vpc },
    query: { project },
  })
  return (
    <>
      <PageHeader
        title={vpc.name}
        actions={
          <DropdownMenu
            label="VPC actions"
            items={[
              { label: 'Edit', onSelect: () => navigate(paths.vpcEdit(selector)) },
              {
                label: 'Delete',
                destructive: true,
                onSelect: () =>
                  confirmDeleteVpc(project, vpc, () => navigate(paths.vpcs(selector))),
              },
            ]}
          />
        }
      />
      <dl className="properties" aria-label="VPC properties">
        <Property term="Description">{vpc.description || '—'}</Property>
        <Property term="DNS name" mono>
          {vpc.dnsName}
        </Property>
        <Property term="IPv6 prefix" mono>
          {vpc.ipv6Prefix}
        </Property>
        <TimeProperty date={vpc.timeCreated} />
      </dl>
      <ViewRequestDisclosure
        request={apiRequest('vpcView', { path: { vpc: selector.vpc }, query: { project } })}
        beside={<CopyAsTerraform project={project} kind="vpcs" ids={[vpc.id]} />}
      />
      <RouteTabs
        label="VPC tabs"
        tabs={[
          { label: 'Firewall Rules', to: paths.firewallRules(selector) },
          { label: 'Subnets', to: paths.vpcSubnets(selector) },
          { label: 'Routers', to: paths.vpcRouters(selector) },
          { label: 'Internet Gateways', to: paths.vpcInternetGateways(selector) },
          ...activityTab(isFleetViewer, paths.vpcActivity(selector)),
        ]}
      />
    </>
  )
}
