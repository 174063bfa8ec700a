import { useMemo } from 'react'
import { useNavigate } from 'react-router'
import type { ProbeInfo } from '~/api/__generated__/Api'
import { mutateRequest, readFresh } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { afterDelete } from '~/components/bulk/after-delete'
import { type BulkActions, readBeforeDelete } from '~/components/bulk/bulk-action'
import { useBulkActions } from '~/components/bulk/use-bulk'
import { actionsColumn, nameLinkColumn, valueColumn } from '~/components/columns'
import { ListPage } from '~/components/list-page'
import { getProjectSelector, useProjectSelector } from '~/hooks/selectors'
import { LinkButton } from '~/ui/link-button'
import { paths } from '~/util/paths'
import { confirmDeleteProbe, probeDeleteRequest } from './probe-delete'
import { externalIpText, privateIpText } from './probe-text'

export const handle: RouteHandle = {
  crumbs: (params) => [{ label: 'Probes', to: paths.probes(getProjectSelector(params)) }],
}

function probeColumns(project: string, view: (p: ProbeInfo) => void) {
  return [
    nameLinkColumn<ProbeInfo>((p) => paths.probe({ project, probe: p.name })),
    valueColumn<ProbeInfo>('sled', 'Sled', (r) => <span className="mono">{r.sled}</span>),
    valueColumn<ProbeInfo>('privateIp', 'Private IP', (r) => (
      <span className="mono">{privateIpText(r.interface)}</span>
    )),
    valueColumn<ProbeInfo>('externalIp', 'External IP', (r) => (
      <span className="mono">{externalIpText(r.externalIps)}</span>
    )),
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
      resume: readBeforeDelete((p) =>
        readFresh('probeView', { path: { probe: p.name }, query: { project } }),
      ),
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
  const newLink = <LinkButton to={paths.probesNew({ project })}>New probe</LinkButton>
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
