import { useState } from 'react'
import { Outlet, type Params, useNavigate, useParams } from 'react-router'
import type { AffinityGroupMember } from '~/api/__generated__/Api'
import { usePrefetchedQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { actionsColumn, linkColumn, valueColumn } from '~/components/columns'
import { PageHeader } from '~/components/page-header'
import { Property, TimeProperty } from '~/components/property'
import { QueryTable } from '~/components/query-table'
import { ViewRequestDisclosure } from '~/components/request-disclosure'
import { InstanceStateBadge } from '~/components/state-badge'
import { TitledSection } from '~/components/titled-section'
import { getGroupSelector } from '~/hooks/selectors'
import { Button } from '~/ui/button'
import { EmptyState } from '~/ui/empty-state'
import { LinkButton } from '~/ui/link-button'
import { paths } from '~/util/paths'
import { AddMemberModal } from './add-member-modal'
import { confirmDeleteGroup, confirmRemoveMember } from './group-actions'
import { type GroupKind, groupParams } from './group-kind'
import { policyLabel } from './group-values'
import { groupQuery } from './loaders'

/** A group: its properties, and its members, which are added and removed here. */
export function GroupPage({ kind }: { kind: GroupKind }) {
  const navigate = useNavigate()
  const selector = getGroupSelector(useParams(), kind.param)
  const { project } = selector
  const { data: group } = usePrefetchedQuery(groupQuery(kind, selector))
  const [adding, setAdding] = useState(false)
  const columns = [
    linkColumn<AffinityGroupMember>('name', 'Instance', (m) => ({
      to: paths.instance({ project, instance: m.value.name }),
      text: m.value.name,
    })),
    valueColumn<AffinityGroupMember>('state', 'State', (r) => (
      <InstanceStateBadge state={r.value.runState} />
    )),
    actionsColumn<AffinityGroupMember>((member) => [
      {
        label: 'Remove from group',
        destructive: true,
        onSelect: () => confirmRemoveMember(kind, selector, member.value.name),
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
            <LinkButton variant="secondary" to={kind.paths.edit(selector)}>
              Edit
            </LinkButton>
            <Button
              variant="danger"
              onClick={() =>
                confirmDeleteGroup(kind, project, group, () =>
                  navigate(kind.paths.list({ project })),
                )
              }
            >
              Delete
            </Button>
          </>
        }
      />
      <dl className="properties" aria-label={`${kind.noun} properties`}>
        <Property term="Description">{group.description || '—'}</Property>
        <Property term="Policy">
          {policyLabel(group.policy)}
          <span className="field-help"> {kind.policyDescription(group.policy)}</span>
        </Property>
        <Property term="Failure domain">{group.failureDomain}</Property>
        <TimeProperty date={group.timeCreated} />
      </dl>
      <ViewRequestDisclosure request={kind.requests.view(selector)} />
      <TitledSection title="Members" actions={addButton}>
        <QueryTable
          operationId={kind.memberListOp}
          params={groupParams(kind, selector)}
          columns={columns}
          label="Members"
          rowId={(m) => m.value.id}
          emptyState={
            <EmptyState title="No members" body={kind.membersEmptyBody} action={addButton} />
          }
        />
      </TitledSection>
      {adding && (
        <AddMemberModal kind={kind} selector={selector} onDismiss={() => setAdding(false)} />
      )}
      <Outlet />
    </>
  )
}

/** A group page's crumbs: Affinity Groups, then the group. */
export const groupPageHandle = (kind: GroupKind): RouteHandle => ({
  crumbs: (params: Params) => {
    const selector = getGroupSelector(params, kind.param)
    return [
      { label: 'Affinity Groups', to: paths.affinity(selector) },
      { label: selector.group, to: kind.paths.view(selector) },
    ]
  },
})
