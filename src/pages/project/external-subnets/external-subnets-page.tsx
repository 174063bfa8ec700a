import { useMemo, useState } from 'react'
import { Link, Outlet, useNavigate } from 'react-router'
import type { ExternalSubnet } from '~/api/__generated__/Api'
import { usePrefetchedQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { actionsColumn, createdColumn, descriptionColumn, nameColumn } from '~/components/columns'
import { PageHeader } from '~/components/page-header'
import { QueryTable } from '~/components/query-table'
import { columnHelper } from '~/components/table-features'
import { getProjectSelector, useProjectSelector } from '~/hooks/selectors'
import { EmptyState } from '~/ui/empty-state'
import { paths } from '~/util/paths'
import { AttachExternalSubnetModal } from './attach-external-subnet-modal'
import { confirmDeleteExternalSubnet, confirmDetachExternalSubnet } from './external-subnet-actions'
import { instancesQuery, subnetPoolsQuery } from './loaders'

export const handle: RouteHandle = {
  crumbs: (params) => [
    { label: 'External Subnets', to: paths.externalSubnets(getProjectSelector(params)) },
  ],
}

const col = columnHelper<ExternalSubnet>()

/** The project's external subnets: whole routed blocks from the silo's subnet pools. */
export function Component() {
  const navigate = useNavigate()
  const { project } = useProjectSelector()
  const [attaching, setAttaching] = useState<ExternalSubnet | null>(null)
  const pools = usePrefetchedQuery(subnetPoolsQuery()).data.items
  const instances = usePrefetchedQuery(instancesQuery(project)).data.items

  // stable across renders, so an open row menu survives a refetch
  const columns = useMemo(() => {
    const poolName = (id: string) => pools.find((p) => p.id === id)?.name ?? id
    const instanceName = (id: string) => instances.find((i) => i.id === id)?.name ?? id
    return [
      nameColumn<ExternalSubnet>(),
      descriptionColumn<ExternalSubnet>(),
      col.display({
        id: 'subnet',
        header: 'Subnet',
        cell: ({ row }) => <span className="mono cell-nowrap">{row.original.subnet}</span>,
      }),
      col.display({
        id: 'pool',
        header: 'Subnet pool',
        cell: ({ row }) => poolName(row.original.subnetPoolId),
      }),
      col.display({
        id: 'instance',
        header: 'Attached instance',
        cell: ({ row }) =>
          row.original.instanceId ? (
            instanceName(row.original.instanceId)
          ) : (
            <span className="cell-secondary">—</span>
          ),
      }),
      createdColumn<ExternalSubnet>(),
      actionsColumn<ExternalSubnet>((subnet) => {
        const attachedTo = subnet.instanceId ? instanceName(subnet.instanceId) : undefined
        return [
          {
            label: 'Edit',
            onSelect: () =>
              navigate(paths.externalSubnetEdit({ project, externalSubnet: subnet.name })),
          },
          attachedTo
            ? {
                label: 'Detach',
                onSelect: () => confirmDetachExternalSubnet(project, subnet, attachedTo),
              }
            : { label: 'Attach', onSelect: () => setAttaching(subnet) },
          {
            label: 'Delete',
            destructive: true,
            disabledReason: attachedTo
              ? `Attached to ${attachedTo}: detach it before deleting`
              : undefined,
            onSelect: () => confirmDeleteExternalSubnet(project, subnet),
          },
        ]
      }),
    ]
  }, [pools, instances, navigate, project])

  const newLink = (
    <Link className="btn btn-primary btn-md" to={paths.externalSubnetsNew({ project })}>
      New external subnet
    </Link>
  )
  return (
    <>
      <PageHeader title="External Subnets" actions={newLink} />
      <QueryTable
        operationId="externalSubnetList"
        params={{ query: { project } }}
        columns={columns}
        label="External subnets"
        emptyState={
          <EmptyState
            title="No external subnets"
            body="An external subnet is a routed block of external addresses you can attach to an instance."
            action={newLink}
          />
        }
      />
      {attaching && (
        <AttachExternalSubnetModal
          project={project}
          subnet={attaching}
          instances={instances}
          onDismiss={() => setAttaching(null)}
        />
      )}
      <Outlet />
    </>
  )
}
