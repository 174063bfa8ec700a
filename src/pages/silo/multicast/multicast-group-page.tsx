import type { MulticastGroupMember } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'
import { usePrefetchedApiQuery } from '~/api/query'
import { itemCrumbs, type RouteHandle } from '~/components/breadcrumbs'
import { createdColumn, linkColumn, valueColumn } from '~/components/columns'
import { PageHeader } from '~/components/page-header'
import { Property, TimeProperty } from '~/components/property'
import { QueryTable } from '~/components/query-table'
import { ViewRequestDisclosure } from '~/components/request-disclosure'
import { TitledSection } from '~/components/titled-section'
import { getMulticastGroupSelector, useMulticastGroupSelector } from '~/hooks/selectors'
import { EmptyState } from '~/ui/empty-state'
import { paths } from '~/util/paths'
import { SourceIps } from './source-ips'

export const handle: RouteHandle = {
  crumbs: itemCrumbs(
    [{ label: 'Multicast Groups', to: paths.multicastGroups() }],
    getMulticastGroupSelector,
    (sel) => ({ label: sel.multicastGroup, to: paths.multicastGroup(sel) }),
  ),
}

const columns = [
  // members come from any project: the lookup finds the instance's own
  linkColumn<MulticastGroupMember>('instance', 'Instance', (r) => ({
    to: paths.instanceById({ instanceId: r.instanceId }),
    text: r.name,
  })),
  valueColumn<MulticastGroupMember>('state', 'State', (r) => r.state),
  valueColumn<MulticastGroupMember>('sources', 'Sources', (r) =>
    r.sourceIps.length ? <span className="mono">{r.sourceIps.join(', ')}</span> : 'Any',
  ),
  createdColumn<MulticastGroupMember>(),
]

/** One multicast group: its address and sources, and the instances that are its members. */
export function Component() {
  const path = useMulticastGroupSelector()
  const { data } = usePrefetchedApiQuery('multicastGroupView', { path })
  return (
    <>
      <PageHeader title={data.name} />
      <dl className="properties" aria-label="Multicast group properties">
        <Property term="Multicast IP">
          <span className="mono">{data.multicastIp}</span>
        </Property>
        <Property term="Sources">
          <SourceIps group={data} />
        </Property>
        <Property term="State">{data.state}</Property>
        <Property term="Description">{data.description || '—'}</Property>
        <TimeProperty date={data.timeCreated} />
      </dl>
      <ViewRequestDisclosure request={apiRequest('multicastGroupView', { path })} />
      <TitledSection title="Members">
        <QueryTable
          operationId="multicastGroupMemberList"
          params={{ path }}
          columns={columns}
          label="Members"
          filterText={(m) => m.name}
          emptyState={
            <EmptyState
              title="No members"
              body="The group goes away when its last member leaves."
            />
          }
        />
      </TitledSection>
    </>
  )
}
