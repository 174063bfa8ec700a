import { useMemo } from 'react'
import { Link, useNavigate } from 'react-router'
import type { Vpc } from '~/api/__generated__/Api'
import { mutate } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { resourceColumns } from '~/components/columns'
import { ListPage } from '~/components/list-page'
import { columnHelper } from '~/components/table-features'
import { getProjectSelector, useProjectSelector } from '~/hooks/selectors'
import { confirmAction } from '~/ui/confirm'
import { paths } from '~/util/paths'

export const handle: RouteHandle = {
  crumbs: (params) => [{ label: 'VPCs', to: paths.vpcs(getProjectSelector(params)) }],
}

/** Deleting a VPC; the API refuses while it still has subnets, and the toast says so. */
export function confirmDeleteVpc(project: string, vpc: Vpc, onDeleted?: () => void) {
  confirmAction({
    title: 'Delete VPC',
    body: (
      <>
        Delete VPC <strong>{vpc.name}</strong>? Its subnets must be deleted first. This cannot be
        undone.
      </>
    ),
    confirmLabel: 'Delete',
    errorTitle: 'Could not delete VPC',
    action: async () => {
      await mutate(
        'vpcDelete',
        { path: { vpc: vpc.name }, query: { project } },
        { invalidates: ['vpcList'], toast: { title: 'VPC deleted', content: vpc.name } },
      )
      onDeleted?.()
    },
  })
}

const col = columnHelper<Vpc>()

export function Component() {
  const navigate = useNavigate()
  const { project } = useProjectSelector()
  // stable across renders, so an open row menu survives a refetch
  const columns = useMemo(
    () =>
      resourceColumns<Vpc>(
        (v) => paths.vpc({ project, vpc: v.name }),
        (v) => [
          { label: 'Edit', onSelect: () => navigate(paths.vpcEdit({ project, vpc: v.name })) },
          { label: 'Delete', destructive: true, onSelect: () => confirmDeleteVpc(project, v) },
        ],
        [
          col.display({
            id: 'dnsName',
            header: 'DNS name',
            cell: ({ row }) => <span className="mono">{row.original.dnsName}</span>,
          }),
        ],
      ),
    [project, navigate],
  )
  const newLink = (
    <Link className="btn btn-primary btn-md" to={paths.vpcsNew({ project })}>
      New VPC
    </Link>
  )
  return (
    <ListPage
      title="VPCs"
      actions={newLink}
      operationId="vpcList"
      params={{ query: { project } }}
      columns={columns}
      empty={{ title: 'No VPCs', body: "A VPC is a private network for the project's instances." }}
    />
  )
}
