import { useState } from 'react'
import { Link, Outlet, useNavigate } from 'react-router'
import type { AntiAffinityGroupMember } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'
import { mutate, usePrefetchedApiQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { actionsColumn } from '~/components/columns'
import { DateTime } from '~/components/date-time'
import { PageHeader } from '~/components/page-header'
import { Property } from '~/components/property'
import { QueryTable } from '~/components/query-table'
import { ViewRequestDisclosure } from '~/components/request-disclosure'
import { InstanceStateBadge } from '~/components/state-badge'
import { columnHelper } from '~/components/table-features'
import { TitledSection } from '~/components/titled-section'
import { getAntiAffinityGroupSelector, useAntiAffinityGroupSelector } from '~/hooks/selectors'
import { Button } from '~/ui/button'
import { confirmAction } from '~/ui/confirm'
import { EmptyState } from '~/ui/empty-state'
import { paths } from '~/util/paths'
import { AddMemberModal } from './add-member-modal'
import { confirmDeleteGroup } from './affinity-page'
import { policyDescription, policyLabel } from './anti-affinity-group-form-values'
import { groupParams } from './loaders'

type Selector = { project: string; antiAffinityGroup: string }

export const handle: RouteHandle = {
  crumbs: (params) => {
    const selector = getAntiAffinityGroupSelector(params)
    return [
      { label: 'Affinity Groups', to: paths.affinity(selector) },
      { label: selector.antiAffinityGroup, to: paths.antiAffinityGroup(selector) },
    ]
  },
}

function confirmRemove(selector: Selector, instance: string) {
  confirmAction({
    title: 'Remove member',
    body: (
      <>
        Remove instance <strong>{instance}</strong> from anti-affinity group{' '}
        <strong>{selector.antiAffinityGroup}</strong>? It may then share a sled with the other
        members.
      </>
    ),
    confirmLabel: 'Remove',
    errorTitle: 'Could not remove member',
    action: () =>
      mutate(
        'antiAffinityGroupMemberInstanceDelete',
        {
          path: { antiAffinityGroup: selector.antiAffinityGroup, instance },
          query: { project: selector.project },
        },
        {
          invalidates: ['antiAffinityGroupMemberList', 'instanceAntiAffinityGroupList'],
          toast: { title: 'Member removed', content: instance },
        },
      ),
  })
}

const col = columnHelper<AntiAffinityGroupMember>()

export function Component() {
  const navigate = useNavigate()
  const selector = useAntiAffinityGroupSelector()
  const { project } = selector
  const { data: group } = usePrefetchedApiQuery('antiAffinityGroupView', groupParams(selector))
  const [adding, setAdding] = useState(false)
  const columns = [
    col.display({
      id: 'name',
      header: 'Instance',
      cell: ({ row }) => (
        <Link to={paths.instance({ project, instance: row.original.value.name })}>
          {row.original.value.name}
        </Link>
      ),
    }),
    col.display({
      id: 'state',
      header: 'State',
      cell: ({ row }) => <InstanceStateBadge state={row.original.value.runState} />,
    }),
    actionsColumn<AntiAffinityGroupMember>((member) => [
      {
        label: 'Remove from group',
        destructive: true,
        onSelect: () => confirmRemove(selector, member.value.name),
      },
    ]),
  ]
  const addButton = (
    <Button variant="primary" onClick={() => setAdding(true)}>
      Add instance
    </Button>
  )
  return (
    <>
      <PageHeader
        title={group.name}
        actions={
          <>
            <Link className="btn btn-secondary btn-md" to={paths.antiAffinityGroupEdit(selector)}>
              Edit
            </Link>
            <Button
              variant="danger"
              onClick={() =>
                confirmDeleteGroup(project, group, () => navigate(paths.affinity({ project })))
              }
            >
              Delete
            </Button>
          </>
        }
      />
      <dl className="properties" aria-label="Anti-affinity group properties">
        <Property term="Description">{group.description || '—'}</Property>
        <Property term="Policy">
          {policyLabel(group.policy)}
          <span className="field-help"> {policyDescription(group.policy)}</span>
        </Property>
        <Property term="Failure domain">{group.failureDomain}</Property>
        <Property term="Created">
          <DateTime date={group.timeCreated} />
        </Property>
      </dl>
      <ViewRequestDisclosure request={apiRequest('antiAffinityGroupView', groupParams(selector))} />
      <TitledSection title="Members" actions={addButton}>
        <QueryTable
          operationId="antiAffinityGroupMemberList"
          params={groupParams(selector)}
          columns={columns}
          label="Members"
          rowId={(m) => m.value.id}
          emptyState={
            <EmptyState
              title="No members"
              body="Add stopped instances of this project to keep them on different sleds."
              action={addButton}
            />
          }
        />
      </TitledSection>
      {adding && <AddMemberModal selector={selector} onDismiss={() => setAdding(false)} />}
      <Outlet />
    </>
  )
}
