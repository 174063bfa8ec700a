import { useMemo, useState } from 'react'
import { Link } from 'react-router'
import type { Instance, InstanceNetworkInterface, Vpc, VpcSubnet } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'
import type { ApiError } from '~/api/errors'
import { apiQuery, queryClient, usePrefetchedAllPages } from '~/api/query'
import { actionsColumn, descriptionColumn, nameColumn, valueColumn } from '~/components/columns'
import { confirmDelete } from '~/components/confirm-delete'
import { QueryTable } from '~/components/query-table'
import { columnHelper } from '~/components/table-features'
import { TitledSection } from '~/components/titled-section'
import { Badge } from '~/ui/badge'
import { Button } from '~/ui/button'
import { EmptyState } from '~/ui/empty-state'
import { addToast } from '~/ui/toast'
import { paths } from '~/util/paths'
import { nicAddresses } from '../vpcs/nic-addresses'
import { nicListParams } from './loaders'
import { AddNicForm, EditNicForm, nicQueries } from './networking-nic-forms'
import { nicChangeReason, nicDeleteReason } from './networking-values'

function confirmDeleteNic(instance: Instance, nic: InstanceNetworkInterface) {
  confirmDelete({
    noun: 'network interface',
    name: nic.name,
    consequence: (
      <>
        {' '}
        of instance <strong>{instance.name}</strong>? Its private address is released.
      </>
    ),
    request: apiRequest('instanceNetworkInterfaceDelete', { path: { interface: nic.id } }),
    invalidates: nicQueries,
  })
}

const col = columnHelper<InstanceNetworkInterface>()

type Props = {
  project: string
  instance: Instance
  vpcs: Vpc[]
  /** by VPC id */
  subnetsByVpc: Record<string, VpcSubnet[]>
}

/**
 * An edit starts from the interface as the API has it now, not from the list's copy, which
 * may be minutes old: someone else may have renamed or removed it meanwhile.
 */
async function readFresh(nic: InstanceNetworkInterface) {
  const query = apiQuery('instanceNetworkInterfaceView', { path: { interface: nic.id } })
  try {
    return await queryClient.fetchQuery({ ...query, staleTime: 0 })
  } catch (e) {
    const content = (e as ApiError).message
    addToast({ variant: 'error', title: 'Could not edit network interface', content })
    return null
  }
}

/** The instance's network interfaces; changes only while it is stopped. */
export function NicSection({ project, instance, vpcs, subnetsByVpc }: Props) {
  const params = nicListParams({ project, instance: instance.name })
  const nics = usePrefetchedAllPages('instanceNetworkInterfaceList', params).items
  const [adding, setAdding] = useState(false)
  const [editing, setEditing] = useState<InstanceNetworkInterface | null>(null)
  const cannotChange = nicChangeReason(instance)
  const count = nics.length

  const columns = useMemo(() => {
    const vpcOf = (id: string) => vpcs.find((v) => v.id === id)
    const subnetOf = (nic: InstanceNetworkInterface) =>
      subnetsByVpc[nic.vpcId]?.find((s) => s.id === nic.subnetId)
    return [
      nameColumn<InstanceNetworkInterface>(),
      descriptionColumn<InstanceNetworkInterface>(),
      col.display({
        id: 'ip',
        header: 'Private IP',
        cell: ({ row }) =>
          nicAddresses(row.original.ipStack).map((ip) => (
            <div key={ip} className="mono">
              {ip}
            </div>
          )),
      }),
      col.display({
        id: 'subnet',
        header: 'Subnet',
        cell: ({ row }) => {
          const vpc = vpcOf(row.original.vpcId)
          const subnet = subnetOf(row.original)
          return vpc && subnet ? (
            <Link to={paths.vpcSubnet({ project, vpc: vpc.name, subnet: subnet.name })}>
              {subnet.name}
            </Link>
          ) : (
            <span className="mono cell-secondary">{row.original.subnetId}</span>
          )
        },
      }),
      col.display({
        id: 'vpc',
        header: 'VPC',
        cell: ({ row }) => {
          const vpc = vpcOf(row.original.vpcId)
          return vpc ? (
            <Link to={paths.vpc({ project, vpc: vpc.name })}>{vpc.name}</Link>
          ) : (
            <span className="mono cell-secondary">{row.original.vpcId}</span>
          )
        },
      }),
      col.display({
        id: 'primary',
        header: 'Primary',
        cell: ({ row }) =>
          row.original.primary ? (
            <Badge color="green">primary</Badge>
          ) : (
            <span className="cell-secondary">—</span>
          ),
      }),
      valueColumn<InstanceNetworkInterface>('mac', 'MAC address', (r) => (
        <span className="mono">{r.mac}</span>
      )),
      actionsColumn<InstanceNetworkInterface>((nic) => [
        {
          label: 'Edit',
          disabledReason: cannotChange,
          onSelect: () => readFresh(nic).then((fresh) => fresh && setEditing(fresh)),
        },
        {
          label: 'Delete',
          destructive: true,
          disabledReason: nicDeleteReason(instance, nic, count),
          onSelect: () => confirmDeleteNic(instance, nic),
        },
      ]),
    ]
  }, [project, instance, vpcs, subnetsByVpc, cannotChange, count])

  // all interfaces of an instance are in one VPC (a new one joins the VPC of the others),
  // each in a subnet of its own
  const vpcIds = new Set(nics.map((n) => n.vpcId))
  const allowedVpcs = vpcIds.size ? vpcs.filter((v) => vpcIds.has(v.id)) : vpcs
  const usedSubnetIds = useMemo(() => nics.map((n) => n.subnetId), [nics])

  const addButton = (
    <Button
      size="sm"
      disabled={!!cannotChange}
      disabledReason={cannotChange}
      onClick={() => setAdding(true)}
    >
      Add network interface
    </Button>
  )
  return (
    <TitledSection title="Network interfaces" actions={addButton}>
      <QueryTable
        operationId="instanceNetworkInterfaceList"
        params={params}
        columns={columns}
        label="Network interfaces"
        emptyState={
          <EmptyState
            title="No network interfaces"
            body="Without an interface the instance has no private address and no network access."
          />
        }
      />
      {adding && (
        <AddNicForm
          project={project}
          instance={instance.name}
          vpcs={allowedVpcs}
          subnetsByVpc={subnetsByVpc}
          usedSubnetIds={usedSubnetIds}
          onDismiss={() => setAdding(false)}
        />
      )}
      {editing && <EditNicForm nic={editing} onDismiss={() => setEditing(null)} />}
    </TitledSection>
  )
}
