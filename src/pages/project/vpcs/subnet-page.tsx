import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { Link } from 'react-router'
import type { InstanceNetworkInterface } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'
import { usePrefetchedApiQuery, usePrefetchedQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { createdColumn, nameColumn, valueColumn } from '~/components/columns'
import { PageHeader } from '~/components/page-header'
import { Property, TimeProperty } from '~/components/property'
import { QueryTable } from '~/components/query-table'
import { ViewRequestDisclosure } from '~/components/request-disclosure'
import { columnHelper } from '~/components/table-features'
import { TitledSection } from '~/components/titled-section'
import { getVpcSubnetSelector, useVpcSubnetSelector } from '~/hooks/selectors'
import { Badge } from '~/ui/badge'
import { EmptyState } from '~/ui/empty-state'
import { LinkButton } from '~/ui/link-button'
import { paths } from '~/util/paths'
import { instanceQuery, routersQuery } from './loaders'
import { nicAddresses } from './nic-addresses'
import { useStableVpcSel } from './use-stable-vpc-sel'
import { vpcCrumbs } from './vpc-crumbs'

export const handle: RouteHandle = {
  crumbs: (params) => {
    const sel = getVpcSubnetSelector(params)
    return [
      ...vpcCrumbs(sel),
      { label: 'Subnets', to: paths.vpcSubnets(sel) },
      { label: sel.subnet, to: paths.vpcSubnet(sel) },
    ]
  },
}

const col = columnHelper<InstanceNetworkInterface>()

/** The instance a NIC belongs to, by name, linked to its networking tab where the NIC is. */
function InstanceLink({ project, id }: { project: string; id: string }) {
  // the loader prefetches the first page's instances; a later page's show their id until this answers
  const instance = useQuery(instanceQuery(id)).data
  if (!instance) return <span className="mono cell-secondary">{id}</span>
  return (
    <Link to={paths.instanceNetworking({ project, instance: instance.name })}>{instance.name}</Link>
  )
}

/** One subnet: its blocks and router, and the network interfaces of instances in it. */
export function Component() {
  const sel = useVpcSubnetSelector()
  const { project, subnet } = sel
  const vpcSel = useStableVpcSel()
  const { data } = usePrefetchedApiQuery('vpcSubnetView', { path: { subnet }, query: vpcSel })
  const routers = usePrefetchedQuery(routersQuery(vpcSel)).data.items
  const router = data.customRouterId && routers.find((r) => r.id === data.customRouterId)

  const columns = useMemo(
    () => [
      nameColumn<InstanceNetworkInterface>(),
      valueColumn<InstanceNetworkInterface>('instance', 'Instance', (r) => (
        <InstanceLink project={project} id={r.instanceId} />
      )),
      col.display({
        id: 'ip',
        header: 'Private IP',
        cell: ({ row }) => (
          <span className="mono">{nicAddresses(row.original.ipStack).join(', ')}</span>
        ),
      }),
      valueColumn<InstanceNetworkInterface>('mac', 'MAC address', (r) => (
        <span className="mono">{r.mac}</span>
      )),
      valueColumn<InstanceNetworkInterface>('primary', 'Primary', (r) =>
        r.primary ? <Badge color="green">primary</Badge> : null,
      ),
      createdColumn<InstanceNetworkInterface>(),
    ],
    [project],
  )

  return (
    <>
      <PageHeader
        title={data.name}
        actions={
          <LinkButton
            variant="secondary"
            to={paths.vpcSubnetEdit({ ...vpcSel, subnet: data.name })}
          >
            Edit
          </LinkButton>
        }
      />
      <dl className="properties" aria-label="Subnet properties">
        <Property term="Description">{data.description || '—'}</Property>
        <Property term="IPv4 block" mono>
          {data.ipv4Block}
        </Property>
        <Property term="IPv6 block" mono>
          {data.ipv6Block}
        </Property>
        <Property term="Custom router">
          {router ? (
            <Link to={paths.vpcRouter({ ...vpcSel, router: router.name })}>{router.name}</Link>
          ) : (
            <span className="cell-secondary">None (system router only)</span>
          )}
        </Property>
        <TimeProperty date={data.timeCreated} />
      </dl>
      <ViewRequestDisclosure
        request={apiRequest('vpcSubnetView', { path: { subnet }, query: vpcSel })}
      />
      <TitledSection title="Network interfaces">
        <QueryTable
          operationId="vpcSubnetListNetworkInterfaces"
          params={{ path: { subnet }, query: vpcSel }}
          columns={columns}
          label="Network interfaces"
          emptyState={
            <EmptyState
              title="No network interfaces"
              body="No instance has a network interface in this subnet yet."
            />
          }
        />
      </TitledSection>
    </>
  )
}
