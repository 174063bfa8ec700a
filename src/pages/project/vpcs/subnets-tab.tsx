import { useMemo } from 'react'
import { Link, Outlet, useNavigate } from 'react-router'
import type { VpcSubnet } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'
import { usePrefetchedQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import {
  actionsColumn,
  createdColumn,
  descriptionColumn,
  linkColumn,
  valueColumn,
} from '~/components/columns'
import { confirmDelete } from '~/components/confirm-delete'
import { subnetDependents } from '~/components/delete-dependents'
import { ListTab } from '~/components/list-page'
import { columnHelper } from '~/components/table-features'
import { getVpcSelector } from '~/hooks/selectors'
import { LinkButton } from '~/ui/link-button'
import { paths } from '~/util/paths'
import { routersQuery } from './loaders'
import { useStableVpcSel } from './use-stable-vpc-sel'

export const handle: RouteHandle = {
  crumbs: (params) => [{ label: 'Subnets', to: paths.vpcSubnets(getVpcSelector(params)) }],
}

const col = columnHelper<VpcSubnet>()
const mono = (value: string) => <span className="mono cell-nowrap">{value}</span>

function confirmDeleteSubnet(sel: { project: string; vpc: string }, subnet: VpcSubnet) {
  confirmDelete({
    noun: 'subnet',
    name: subnet.name,
    request: apiRequest('vpcSubnetDelete', { path: { subnet: subnet.name }, query: sel }),
    invalidates: ['vpcSubnetList'],
    dependents: () => subnetDependents(sel, subnet.name),
  })
}

export function Component() {
  const navigate = useNavigate()
  const sel = useStableVpcSel()
  const routers = usePrefetchedQuery(routersQuery(sel)).data.items

  // stable across renders, so an open row menu survives a refetch
  const columns = useMemo(
    () => [
      linkColumn<VpcSubnet>(
        'name',
        'Name',
        (s) => ({ to: paths.vpcSubnet({ ...sel, subnet: s.name }), text: s.name }),
        'cell-nowrap',
      ),
      descriptionColumn<VpcSubnet>(),
      valueColumn<VpcSubnet>('ipv4', 'IPv4 block', (r) => mono(r.ipv4Block)),
      valueColumn<VpcSubnet>('ipv6', 'IPv6 block', (r) => mono(r.ipv6Block)),
      col.display({
        id: 'router',
        header: 'Custom router',
        cell: ({ row }) => {
          const id = row.original.customRouterId
          if (!id) return <span className="cell-secondary">—</span>
          const router = routers.find((r) => r.id === id)
          if (!router) return mono(id)
          return <Link to={paths.vpcRouter({ ...sel, router: router.name })}>{router.name}</Link>
        },
      }),
      createdColumn<VpcSubnet>(),
      actionsColumn<VpcSubnet>((s) => [
        {
          label: 'Edit',
          onSelect: () => navigate(paths.vpcSubnetEdit({ ...sel, subnet: s.name })),
        },
        { label: 'Delete', destructive: true, onSelect: () => confirmDeleteSubnet(sel, s) },
      ]),
    ],
    [routers, navigate, sel],
  )
  const newLink = <LinkButton to={paths.vpcSubnetsNew(sel)}>New subnet</LinkButton>
  return (
    <ListTab
      title="Subnets"
      actions={newLink}
      operationId="vpcSubnetList"
      params={{ query: sel }}
      columns={columns}
      empty={{
        title: 'No subnets',
        body: 'Instances get their addresses from a subnet. This VPC has none; create one.',
      }}
    >
      <Outlet />
    </ListTab>
  )
}
