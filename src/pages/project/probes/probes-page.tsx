import { useMemo } from 'react'
import { Link, useNavigate } from 'react-router'
import type { ProbeInfo } from '~/api/__generated__/Api'
import { mutateRequest } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { afterDelete } from '~/components/bulk/after-delete'
import type { BulkActions } from '~/components/bulk/bulk-action'
import { useBulkActions } from '~/components/bulk/use-bulk'
import { actionsColumn, nameLinkColumn } from '~/components/columns'
import { ListPage } from '~/components/list-page'
import { columnHelper } from '~/components/table-features'
import { getProjectSelector, useProjectSelector } from '~/hooks/selectors'
import { paths } from '~/util/paths'
import { confirmDeleteProbe, probeDeleteRequest } from './probe-delete'
import { externalIpText, privateIpText } from './probe-text'

export const handle: RouteHandle = {
  crumbs: (params) => [{ label: 'Probes', to: paths.probes(getProjectSelector(params)) }],
}

const col = columnHelper<ProbeInfo>()

function probeColumns(project: string, view: (p: ProbeInfo) => void) {
  return [
    nameLinkColumn<ProbeInfo>((p) => paths.probe({ project, probe: p.name })),
    col.display({
      id: 'sled',
      header: 'Sled',
      cell: ({ row }) => <span className="mono">{row.original.sled}</span>,
    }),
    col.display({
      id: 'privateIp',
      header: 'Private IP',
      cell: ({ row }) => <span className="mono">{privateIpText(row.original.interface)}</span>,
    }),
    col.display({
      id: 'externalIp',
      header: 'External IP',
      cell: ({ row }) => <span className="mono">{externalIpText(row.original.externalIps)}</span>,
    }),
    actionsColumn<ProbeInfo>((p) => [
      { label: 'View', onSelect: () => view(p) },
      {
        label: 'Delete',
        destructive: true,
        onSelect: () => confirmDeleteProbe(project, p.name),
      },
    ]),
  ]
}

const bulkActions = (project: string): BulkActions<ProbeInfo> => ({
  actions: [
    {
      label: 'Delete',
      done: 'deleted',
      noun: ['probe', 'probes'],
      destructive: true,
      note: 'Their addresses go back to their IP pools',
      run: (p) => mutateRequest(probeDeleteRequest(project, p.name)),
      finish: afterDelete('probe', 'probeList'),
    },
  ],
})

/**
 * The project's probes (an experimental part of the API): an interface and an
 * external address on a sled, to test the rack's networking without an instance.
 */
export function Component() {
  const { project } = useProjectSelector()
  const navigate = useNavigate()
  const actions = useMemo(() => bulkActions(project), [project])
  const bulk = useBulkActions(actions)
  const columns = probeColumns(project, (p) => navigate(paths.probe({ project, probe: p.name })))
  const newLink = (
    <Link className="btn btn-primary btn-md" to={paths.probesNew({ project })}>
      New probe
    </Link>
  )
  return (
    <ListPage
      title="Probes"
      note="Experimental: probes test the rack's networking from a sled without an instance."
      actions={newLink}
      operationId="probeList"
      params={{ query: { project } }}
      columns={columns}
      bulk={bulk}
      empty={{
        title: 'No probes',
        body: 'A probe puts an interface and an external address on a sled, to test networking.',
      }}
    />
  )
}
