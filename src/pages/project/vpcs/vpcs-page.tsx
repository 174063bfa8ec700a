import { useMemo } from 'react'
import { useNavigate } from 'react-router'
import type { Vpc } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'
import type { RouteHandle } from '~/components/breadcrumbs'
import { useBulkActions } from '~/components/bulk/use-bulk'
import { resourceColumns, valueColumn } from '~/components/columns'
import { confirmDelete } from '~/components/confirm-delete'
import { vpcDependents } from '~/components/delete-dependents'
import { exportTicked } from '~/components/export/export-ticked'
import { ListPage } from '~/components/list-page'
import { getProjectSelector, useProjectSelector } from '~/hooks/selectors'
import { LinkButton } from '~/ui/link-button'
import { paths } from '~/util/paths'

export const handle: RouteHandle = {
  crumbs: (params) => [{ label: 'VPCs', to: paths.vpcs(getProjectSelector(params)) }],
}

/** Deleting a VPC; the API refuses while it still has subnets, and the toast says so. */
export function confirmDeleteVpc(project: string, vpc: Vpc, onDeleted?: () => void) {
  confirmDelete({
    noun: 'VPC',
    name: vpc.name,
    consequence: '? Its subnets must be deleted first. This cannot be undone.',
    request: apiRequest('vpcDelete', { path: { vpc: vpc.name }, query: { project } }),
    invalidates: ['vpcList'],
    onDeleted,
    dependents: () => vpcDependents({ project, vpc: vpc.name }),
  })
}

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
        [valueColumn<Vpc>('dnsName', 'DNS name', (r) => <span className="mono">{r.dnsName}</span>)],
      ),
    [project, navigate],
  )
  // no bulk change for VPCs (each deletes only once its subnets are gone): the bar exports
  const bulk = useBulkActions(
    useMemo(() => ({ actions: [], extras: [exportTicked<Vpc>(project, 'vpcs')] }), [project]),
  )
  const newLink = <LinkButton to={paths.vpcsNew({ project })}>New VPC</LinkButton>
  return (
    <ListPage
      title="VPCs"
      actions={newLink}
      operationId="vpcList"
      params={{ query: { project } }}
      columns={columns}
      bulk={bulk}
      empty={{ title: 'No VPCs', body: "A VPC is a private network for the project's instances." }}
    />
  )
}
