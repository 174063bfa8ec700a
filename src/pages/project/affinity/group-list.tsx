import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { Link, NavLink, Outlet, type Params, useNavigate } from 'react-router'
import type { AffinityGroup } from '~/api/__generated__/Api'
import type { RouteHandle } from '~/components/breadcrumbs'
import { useBulkActions } from '~/components/bulk/use-bulk'
import {
  actionsColumn,
  createdColumn,
  descriptionColumn,
  nameLinkColumn,
  valueColumn,
} from '~/components/columns'
import { PageHeader } from '~/components/page-header'
import { QueryTable } from '~/components/query-table'
import type { Column } from '~/components/table-features'
import { getProjectSelector, useProjectSelector } from '~/hooks/selectors'
import { EmptyState } from '~/ui/empty-state'
import { paths } from '~/util/paths'
import { confirmDeleteGroup, groupBulkActions } from './group-actions'
import { affinityKind, antiAffinityKind, type GroupKind, type GroupSelector } from './group-kind'
import { memberCountText, policyLabel } from './group-values'
import { membersQuery } from './loaders'

/** Both kinds' lists are one page, "Affinity Groups", with a tab per kind. */
const crumbs = (params: Params) => [
  { label: 'Affinity Groups', to: paths.affinity(getProjectSelector(params)) },
]

function MemberCount({ kind, selector }: { kind: GroupKind; selector: GroupSelector }) {
  // the loader prefetches the first page's groups; a later page's or a new group's count loads here
  const { data } = useQuery(membersQuery(kind, selector))
  return data ? memberCountText(data) : <span className="cell-secondary">—</span>
}

function KindTabs({ project }: { project: string }) {
  return (
    <nav className="route-tabs" aria-label="Group kinds">
      {[antiAffinityKind, affinityKind].map((kind) => (
        <NavLink key={kind.noun} to={kind.paths.list({ project })} className="route-tab" end>
          {kind.plural}
        </NavLink>
      ))}
    </nav>
  )
}

/** A project's groups of one kind: bulk delete, filter and sort as on every list. */
function GroupList({ kind }: { kind: GroupKind }) {
  const navigate = useNavigate()
  const { project } = useProjectSelector()
  const bulk = useBulkActions(groupBulkActions(kind, project))
  const columns = useMemo(() => {
    const at = (g: AffinityGroup) => ({ project, group: g.name })
    const columns: Column<AffinityGroup>[] = [
      nameLinkColumn<AffinityGroup>((g) => kind.paths.view(at(g))),
      descriptionColumn<AffinityGroup>(),
      valueColumn<AffinityGroup>('policy', 'Policy', (r) => policyLabel(r.policy)),
      valueColumn<AffinityGroup>('failureDomain', 'Failure domain', (r) => r.failureDomain),
      valueColumn<AffinityGroup>('members', 'Members', (r) => (
        <MemberCount kind={kind} selector={at(r)} />
      )),
      createdColumn<AffinityGroup>(),
      actionsColumn<AffinityGroup>((g) => [
        { label: 'Edit', onSelect: () => navigate(kind.paths.edit(at(g))) },
        {
          label: 'Delete',
          destructive: true,
          onSelect: () => confirmDeleteGroup(kind, project, g),
        },
      ]),
    ]
    return columns
  }, [kind, project, navigate])
  const newLink = (
    <Link className="btn btn-primary btn-md" to={kind.paths.create({ project })}>
      New {kind.noun}
    </Link>
  )
  return (
    <>
      <PageHeader title="Affinity Groups" actions={newLink} />
      <KindTabs project={project} />
      <QueryTable
        operationId={kind.listOp}
        params={{ query: { project } }}
        columns={columns}
        label={kind.plural}
        bulk={bulk}
        emptyState={
          <EmptyState title={`No ${kind.noun}s`} body={kind.emptyBody} action={newLink} />
        }
      />
      <Outlet />
    </>
  )
}

const route = (kind: GroupKind) => ({
  handle: { crumbs, title: kind.plural } satisfies RouteHandle,
  Component: () => <GroupList kind={kind} />,
})

export const antiAffinityList = route(antiAffinityKind)
export const affinityList = route(affinityKind)
