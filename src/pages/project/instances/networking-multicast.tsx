import { useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { MulticastGroupMember } from '~/api/__generated__/Api'
import { allPagesQuery, mutateRequest, usePrefetchedAllPages } from '~/api/query'
import { actionsColumn, linkColumn, valueColumn } from '~/components/columns'
import { DataTable } from '~/components/data-table'
import { ModalForm } from '~/components/form/modal-form'
import { requestFormProps } from '~/components/form/request-form'
import { TextField } from '~/components/form/text-field'
import { columnHelper } from '~/components/table-features'
import { TitledSection } from '~/components/titled-section'
import { Button } from '~/ui/button'
import { confirmAction } from '~/ui/confirm'
import { EmptyState } from '~/ui/empty-state'
import { paths } from '~/util/paths'
import { instanceParams } from './loaders'
import {
  emptyMulticastJoin,
  type MulticastJoinValues,
  multicastJoinRequest,
  multicastLeaveRequest,
  validateGroup,
  validateSourceList,
} from './multicast-values'

type Target = { project: string; instance: string }

/** What a join or a leave changes: the instance's groups, and the groups themselves. */
const multicastQueries = [
  'instanceMulticastGroupList',
  'multicastGroupList',
  'multicastGroupMemberList',
] as const

const col = columnHelper<MulticastGroupMember & { group: string }>()

function confirmLeave(target: Target, group: string) {
  confirmAction({
    title: 'Leave multicast group',
    body: (
      <>
        Take <strong>{target.instance}</strong> out of multicast group <strong>{group}</strong>? If
        it is the last member, the group goes too.
      </>
    ),
    confirmLabel: 'Leave',
    errorTitle: 'Could not leave multicast group',
    action: () =>
      mutateRequest(multicastLeaveRequest(target, group), {
        invalidates: multicastQueries,
        toast: { title: 'Left multicast group', content: group },
      }),
  })
}

/** The multicast groups the instance is a member of, to join and leave. */
export function MulticastSection({ project, instance }: Target) {
  const [joining, setJoining] = useState(false)
  const members = usePrefetchedAllPages(
    'instanceMulticastGroupList',
    instanceParams({ project, instance }),
  ).items
  const groups = usePrefetchedAllPages('multicastGroupList', {}).items
  const rows = members.map((m) => ({
    ...m,
    group: groups.find((g) => g.id === m.multicastGroupId)?.name ?? m.multicastIp,
  }))
  const columns = useMemo(
    () => [
      linkColumn<MulticastGroupMember & { group: string }>('group', 'Group', (m) => ({
        to: paths.multicastGroup({ multicastGroup: m.group }),
        text: m.group,
      })),
      valueColumn<MulticastGroupMember & { group: string }>('address', 'Multicast IP', (r) => (
        <span className="mono">{r.multicastIp}</span>
      )),
      col.display({
        id: 'sources',
        header: 'Sources',
        cell: ({ row }) =>
          row.original.sourceIps.length ? (
            <span className="mono">{row.original.sourceIps.join(', ')}</span>
          ) : (
            'Any'
          ),
      }),
      col.display({ id: 'state', header: 'State', cell: ({ row }) => row.original.state }),
      actionsColumn<MulticastGroupMember & { group: string }>((m) => [
        {
          label: 'Leave',
          destructive: true,
          onSelect: () => confirmLeave({ project, instance }, m.group),
        },
      ]),
    ],
    [project, instance],
  )
  const joinButton = (
    <Button size="sm" onClick={() => setJoining(true)}>
      Join multicast group
    </Button>
  )
  return (
    <TitledSection title="Multicast groups" actions={joinButton}>
      <DataTable
        rows={rows}
        columns={columns}
        label="Multicast groups"
        reads={[
          allPagesQuery('instanceMulticastGroupList', instanceParams({ project, instance })),
          allPagesQuery('multicastGroupList', {}),
        ]}
        rowId={(m) => m.id}
        emptyState={
          <EmptyState
            title="No multicast groups"
            body="Join a group to receive the traffic sent to its multicast address."
          />
        }
      />
      {joining && (
        <JoinModal project={project} instance={instance} onDismiss={() => setJoining(false)} />
      )}
    </TitledSection>
  )
}

function JoinModal({ project, instance, onDismiss }: Target & { onDismiss: () => void }) {
  const form = useForm<MulticastJoinValues>({ defaultValues: emptyMulticastJoin })
  return (
    <ModalForm
      {...requestFormProps(
        form,
        {
          title: 'Join multicast group',
          submitLabel: 'Join',
          invalidates: multicastQueries,
          toast: (_, member) => ({
            title: 'Joined multicast group',
            content: `${instance} at ${member.multicastIp}`,
          }),
        },
        (v: MulticastJoinValues) => multicastJoinRequest(v, { project, instance }),
        onDismiss,
      )}
      onDismiss={onDismiss}
      errorTitle="Could not join multicast group"
    >
      <TextField
        control={form.control}
        name="group"
        label="Group"
        required
        validate={validateGroup}
        description="A group's name or multicast address. A new name makes the group, with an address from the silo's multicast pool."
      />
      <TextField
        control={form.control}
        name="sources"
        label="Source IPs"
        validate={validateSourceList}
        description="Take traffic only from these addresses (commas between them). Leave empty for any source; addresses in 232.0.0.0/8 need at least one."
      />
    </ModalForm>
  )
}
