import { useMemo } from 'react'
import { Outlet, useNavigate } from 'react-router'
import type { AffinityGroup } from '~/api/__generated__/Api'
import { useBulkActions } from '~/components/bulk/use-bulk'
import { resourceColumns, valueColumn } from '~/components/columns'
import { ListTab } from '~/components/list-page'
import { useProjectSelector } from '~/hooks/selectors'
import { LinkButton } from '~/ui/link-button'
import { confirmDeleteGroup, groupBulkActions } from './group-actions'
import type { GroupKind } from './group-kind'
import { policyLabel } from './group-values'

// the list call carries no member count: a group's members are on its page
const afterDescription = [
  valueColumn<AffinityGroup>('policy', 'Policy', (r) => policyLabel(r.policy)),
  valueColumn<AffinityGroup>('failureDomain', 'Failure domain', (r) => r.failureDomain),
]

/** A project's groups of one kind, a tab of Affinity Groups: bulk delete, filter and sort as on every list. */
export function GroupListTab({ kind }: { kind: GroupKind }) {
  const navigate = useNavigate()
  const { project } = useProjectSelector()
  const bulk = useBulkActions(groupBulkActions(kind, project))
  // stable across renders, so an open row menu survives a refetch
  const columns = useMemo(() => {
    const at = (g: AffinityGroup) => ({ project, group: g.name })
    return resourceColumns<AffinityGroup>(
      (g) => kind.paths.view(at(g)),
      (g) => [
        { label: 'Edit', onSelect: () => navigate(kind.paths.edit(at(g))) },
        {
          label: 'Delete',
          destructive: true,
          onSelect: () => confirmDeleteGroup(kind, project, g),
        },
      ],
      [],
      { after: afterDescription },
    )
  }, [kind, project, navigate])
  return (
    <ListTab
      label={kind.plural}
      actions={<LinkButton to={kind.paths.create({ project })}>New {kind.noun}</LinkButton>}
      operationId={kind.listOp}
      params={{ query: { project } }}
      columns={columns}
      bulk={bulk}
      empty={{ title: `No ${kind.noun}s`, body: kind.emptyBody }}
    >
      <Outlet />
    </ListTab>
  )
}
