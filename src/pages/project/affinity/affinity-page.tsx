import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from 'react-router'
import type { AntiAffinityGroup } from '~/api/__generated__/Api'
import { mutate } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import {
  actionsColumn,
  createdColumn,
  descriptionColumn,
  nameLinkColumn,
} from '~/components/columns'
import { ListPage } from '~/components/list-page'
import { columnHelper } from '~/components/table-features'
import { getProjectSelector, useProjectSelector } from '~/hooks/selectors'
import { confirmAction } from '~/ui/confirm'
import { paths } from '~/util/paths'
import { memberCountText, policyLabel } from './anti-affinity-group-form-values'
import { membersQuery } from './loaders'

type Group = { project: string; antiAffinityGroup: string }

export const handle: RouteHandle = {
  crumbs: (params) => [
    { label: 'Affinity Groups', to: paths.affinity(getProjectSelector(params)) },
  ],
}

/** Delete a group after a confirmation; its members stay, only the rule goes. */
export function confirmDeleteGroup(
  project: string,
  group: AntiAffinityGroup,
  onDeleted?: () => void,
) {
  confirmAction({
    title: 'Delete anti-affinity group',
    body: (
      <>
        Delete anti-affinity group <strong>{group.name}</strong>? Its instances stay as they are,
        but are no longer kept apart.
      </>
    ),
    confirmLabel: 'Delete',
    errorTitle: 'Could not delete anti-affinity group',
    action: () =>
      mutate(
        'antiAffinityGroupDelete',
        { path: { antiAffinityGroup: group.name }, query: { project } },
        {
          beforeInvalidate: () => onDeleted?.(),
          invalidates: ['antiAffinityGroupList', 'instanceAntiAffinityGroupList'],
          toast: { title: 'Anti-affinity group deleted', content: group.name },
        },
      ),
  })
}

function MemberCount({ project, antiAffinityGroup }: Group) {
  // the loader prefetches the first page's groups; a later page's or a new group's count loads here
  const { data } = useQuery(membersQuery({ project, antiAffinityGroup }))
  return data ? memberCountText(data) : <span className="cell-secondary">—</span>
}

const col = columnHelper<AntiAffinityGroup>()

export function Component() {
  const navigate = useNavigate()
  const { project } = useProjectSelector()
  const columns = [
    nameLinkColumn<AntiAffinityGroup>((g) =>
      paths.antiAffinityGroup({ project, antiAffinityGroup: g.name }),
    ),
    descriptionColumn<AntiAffinityGroup>(),
    col.display({
      id: 'policy',
      header: 'Policy',
      cell: ({ row }) => policyLabel(row.original.policy),
    }),
    col.display({
      id: 'failureDomain',
      header: 'Failure domain',
      cell: ({ row }) => row.original.failureDomain,
    }),
    col.display({
      id: 'members',
      header: 'Members',
      cell: ({ row }) => <MemberCount project={project} antiAffinityGroup={row.original.name} />,
    }),
    createdColumn<AntiAffinityGroup>(),
    actionsColumn<AntiAffinityGroup>((g) => [
      {
        label: 'Edit',
        onSelect: () =>
          navigate(paths.antiAffinityGroupEdit({ project, antiAffinityGroup: g.name })),
      },
      { label: 'Delete', destructive: true, onSelect: () => confirmDeleteGroup(project, g) },
    ]),
  ]
  const newLink = (
    <Link className="btn btn-primary btn-md" to={paths.affinityNew({ project })}>
      New anti-affinity group
    </Link>
  )
  return (
    <ListPage
      title="Affinity Groups"
      actions={newLink}
      operationId="antiAffinityGroupList"
      params={{ query: { project } }}
      columns={columns}
      label="Anti-affinity groups"
      empty={{
        title: 'No anti-affinity groups',
        body: 'An anti-affinity group keeps its instances on different sleds, so one sled failing does not take them all down.',
      }}
    />
  )
}
