import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import type { IdentityType } from '~/api/__generated__/Api'
import type { ApiRequest, OperationId } from '~/api/client'
import { allPagesQuery, readFresh, usePrefetchedAllPages, usePrefetchedApiQuery } from '~/api/query'
import { type Policy, type RoleKey, roleNames, roleOrder, updateRole } from '~/api/roles'
import { policyReview } from '~/api/set-diff'
import { mergePolicy, writeWholeSet } from '~/api/whole-set'
import { actionsColumn } from '~/components/columns'
import { DataTable } from '~/components/data-table'
import { ComboboxField } from '~/components/form/combobox-field'
import { SelectField } from '~/components/form/select-field'
import { SideModalForm } from '~/components/form/side-modal-form'
import { TextField } from '~/components/form/text-field'
import { useWholeSet } from '~/components/form/whole-set'
import type { ShownQuery } from '~/components/list-status'
import { PageHeader } from '~/components/page-header'
import { type Column, columnHelper } from '~/components/table-features'
import { Badge, type BadgeColor } from '~/ui/badge'
import { Button } from '~/ui/button'
import { confirmAction } from '~/ui/confirm'
import { EmptyState } from '~/ui/empty-state'
import { addToast } from '~/ui/toast'
import { paths } from '~/util/paths'
import { AccessLastChanged } from './access-last-changed'
import {
  type AccessRow,
  accessRows,
  canEditPolicy,
  type Identity,
  identitiesOf,
  type PolicyLevel,
  pickerIdentities,
} from './access-rows'

const roleColor: Record<RoleKey, BadgeColor> = {
  admin: 'purple',
  collaborator: 'blue',
  limited_collaborator: 'blue',
  viewer: 'default',
}

const roleLabel = (role: RoleKey) => role.replace('_', ' ')

function RoleBadge({ role }: { role: RoleKey }) {
  return <Badge color={roleColor[role]}>{roleLabel(role)}</Badge>
}

const typeLabel = (row: { identityType: AccessRow['identityType'] }) =>
  row.identityType === 'silo_group' ? 'Group' : 'User'

const roleItems = (current?: RoleKey) =>
  [
    ...roleNames,
    ...(current && !(roleNames as readonly string[]).includes(current) ? [current] : []),
  ]
    .sort((a, b) => roleOrder[a] - roleOrder[b])
    .map((role) => ({ value: role, label: roleLabel(role) }))

type Props = {
  /** page title, e.g. "Silo access" */
  title: string
  /** the level the page edits, as a noun: "silo", "project" */
  resource: string
  /** outermost first; the last level is the one edited */
  levels: PolicyLevel[]
  /** writes the edited level's whole policy (PUT) */
  save: (policy: Policy) => Promise<unknown>
  /** the call `save` makes for a policy, shown as the forms' equivalent CLI / API */
  request: (policy: Policy) => ApiRequest
  /** who may write, when the levels alone cannot tell (fleet roles mapped from a silo role) */
  canEdit?: boolean
  /** who may hold a role, when not the signed-in user's silo's users and groups (another silo's) */
  identities?: Identity[]
  /** in a tab of a page with its own title: the title is the tab's h2, not the page's h1 */
  inTab?: boolean
  /** the queries the levels' policies (and `identities`) come from, for the list's status */
  reads: ShownQuery[]
}

type Editing = { kind: 'add' } | { kind: 'edit'; row: AccessRow } | null

/** One identity's role as the person sets it; `roleName` null removes it. */
type RoleChange = {
  identityId: string
  identityType: IdentityType
  name: string
  roleName: RoleKey | null
}

/**
 * The policy as it is now, read fresh: the view call beside the page's update
 * call (`projectPolicyUpdate` is read by `projectPolicyView`, with the same path).
 */
function readPolicy(request: (policy: Policy) => ApiRequest): Promise<Policy> {
  const { operationId, params } = request({ roleAssignments: [] })
  const view = operationId.replace(/Update$/, 'View') as OperationId
  const path = (params as { path?: object }).path
  return readFresh(view, (path ? { path } : {}) as never) as Promise<Policy>
}

/**
 * Every write of the panel, the forms' and the remove action's: the person's
 * change to one role applied to the policy read fresh, never to the copy on
 * screen (see `src/api/whole-set.ts`). `base` is the policy they saw.
 */
const roleWrite = ({ request, save }: Pick<Props, 'request' | 'save'>, change: RoleChange) => ({
  read: () => readPolicy(request),
  merge: (base: Policy, fresh: Policy) => mergePolicy(base, fresh, change),
  write: save,
})

/**
 * `roleWrite` for a form, whose base is the policy when it opened (re-applied:
 * the fresh one), reviewed before it is sent: `review` goes to the form shell.
 */
type Writer = Pick<Props, 'request' | 'save'> & {
  policy: Policy
  /** identities' names by id, for the review */
  names: ReadonlyMap<string, string>
}
function useRoleWriter({ policy, names, ...props }: Writer) {
  const wholeSet = useWholeSet(policy)
  const write = (change: RoleChange) =>
    wholeSet.write({
      ...roleWrite(props, change),
      review: (base, fresh, set) => policyReview(names, base, fresh, set),
    })
  return { write, review: wholeSet.review }
}

/**
 * The one access screen, for the fleet, a silo or a project: who holds which
 * role, with add, change and remove for those allowed to write the policy.
 */
export function AccessPanel({
  title,
  resource,
  levels,
  save,
  request,
  canEdit: canEditOverride,
  identities: identitiesOverride,
  inTab = false,
  reads,
}: Props) {
  const users = usePrefetchedAllPages('userList', {})
  const groups = usePrefetchedAllPages('groupList', {})
  const { data: me } = usePrefetchedApiQuery('currentUserView', {})
  const { data: myGroups } = usePrefetchedApiQuery('currentUserGroups', {})
  const [editing, setEditing] = useState<Editing>(null)

  const identities: Identity[] = identitiesOverride ?? identitiesOf(groups.items, users.items)
  const names = new Map(identities.map((i) => [i.id, i.name]))
  const rows = accessRows(levels, names)
  const policy = levels[levels.length - 1].policy
  const myIds = [me.id, ...myGroups.items.map((g) => g.id)]
  const canEdit = canEditOverride ?? canEditPolicy(levels, myIds)
  const multiLevel = levels.length > 1
  const writer = { policy, request, save, names }

  // removing the user's own role, or their group's, may lock them out: the confirmation says so
  const ownWarning = (row: AccessRow) => {
    if (!myIds.includes(row.identityId)) return null
    const whose = row.identityId === me.id ? 'This is your own role' : 'Your group holds this role'
    return ` ${whose}: you may lose access to this ${resource}.`
  }
  const remove = (row: AccessRow) =>
    confirmAction({
      title: 'Remove role',
      body: (
        <>
          Remove the {row.ownRole && roleLabel(row.ownRole)} role of <strong>{row.name}</strong> on
          this {resource}?{ownWarning(row)}
        </>
      ),
      confirmLabel: 'Remove',
      errorTitle: 'Could not remove role',
      action: async () => {
        const change = { ...row, roleName: null }
        const opts = roleWrite({ request, save }, change)
        await writeWholeSet({ ...opts, merge: (fresh) => opts.merge(policy, fresh) })
        addToast({ title: 'Role removed', content: row.name })
      },
    })

  const col = columnHelper<AccessRow>()
  const columns: Column<AccessRow>[] = [
    col.display({
      id: 'name',
      header: 'Name',
      // the signed-in user's own silo's groups have a page (another silo's do not)
      cell: ({ row: { original: r } }) =>
        r.identityType === 'silo_group' && !identitiesOverride ? (
          <Link to={paths.siloGroup({ groupId: r.identityId })}>{r.name}</Link>
        ) : (
          r.name
        ),
    }),
    col.display({ id: 'type', header: 'Type', cell: ({ row }) => typeLabel(row.original) }),
    ...levels.map((level, i) =>
      col.display({
        id: `role-${level.label}`,
        header: multiLevel ? `${capitalize(level.label)} role` : 'Role',
        cell: ({ row }) => {
          const role = row.original.roles[i]
          return role ? <RoleBadge role={role} /> : <span className="cell-secondary">—</span>
        },
      }),
    ),
    ...(multiLevel
      ? [
          col.display({
            id: 'effective',
            header: 'Effective role',
            cell: ({ row }) => (
              <span className="access-effective">
                <RoleBadge role={row.original.effectiveRole} />
                {row.original.inheritedFrom && (
                  <span className="cell-secondary">
                    inherited from {row.original.inheritedFrom}
                  </span>
                )}
              </span>
            ),
          }),
        ]
      : []),
    ...(canEdit
      ? [
          actionsColumn<AccessRow>(
            (row) => [
              { label: 'Change role', onSelect: () => setEditing({ kind: 'edit', row }) },
              { label: 'Remove role', destructive: true, onSelect: () => remove(row) },
            ],
            (row) => !!row.ownRole,
          ),
        ]
      : []),
  ]

  const addButton = canEdit && (
    <Button onClick={() => setEditing({ kind: 'add' })}>Add user or group</Button>
  )
  return (
    <>
      {inTab ? (
        <div className="tab-toolbar">
          <h2 className="section-title">{title}</h2>
          {addButton}
        </div>
      ) : (
        <PageHeader title={title} actions={addButton || undefined} />
      )}
      <AccessLastChanged request={request} />
      <DataTable
        rows={rows}
        columns={columns}
        label={title}
        rowId={(row) => row.identityId}
        reads={[...reads, allPagesQuery('userList', {}), allPagesQuery('groupList', {})]}
        emptyState={
          <EmptyState
            title="No roles assigned"
            body={`No user or group holds a role on this ${resource}.`}
            action={addButton || undefined}
          />
        }
      />
      {editing?.kind === 'add' && (
        <AddRoleForm
          resource={resource}
          candidates={pickerIdentities(identities, policy)}
          request={(identity, roleName) =>
            request(
              updateRole(policy, {
                identityId: identity.id,
                identityType: identity.identityType,
                roleName,
              }),
            )
          }
          write={writer}
          onDismiss={() => setEditing(null)}
        />
      )}
      {editing?.kind === 'edit' && (
        <EditRoleForm
          row={editing.row}
          request={(roleName) => {
            const { identityId, identityType } = editing.row
            return request(updateRole(policy, { identityId, identityType, roleName }))
          }}
          write={writer}
          onDismiss={() => setEditing(null)}
        />
      )}
    </>
  )
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

type AddValues = { identityId: string; roleName: RoleKey }

function AddRoleForm({
  resource,
  candidates,
  request,
  write,
  onDismiss,
}: {
  resource: string
  candidates: Identity[]
  request: (identity: Identity, roleName: RoleKey) => ApiRequest
  write: Writer
  onDismiss: () => void
}) {
  const form = useForm<AddValues>({ defaultValues: { identityId: '', roleName: 'viewer' } })
  const writeRoleChange = useRoleWriter(write)
  return (
    <SideModalForm
      review={writeRoleChange.review}
      title="Add user or group"
      submitLabel="Assign role"
      form={form}
      onDismiss={onDismiss}
      onSubmit={async ({ identityId, roleName }) => {
        const identity = candidates.find((c) => c.id === identityId)
        if (!identity) return
        const { id, identityType, name } = identity
        await writeRoleChange.write({ identityId: id, identityType, name, roleName })
        addToast({ title: 'Role assigned', content: `${name}: ${roleName}` })
      }}
      request={({ identityId, roleName }) => {
        const identity = candidates.find((c) => c.id === identityId)
        return identity ? request(identity, roleName) : undefined
      }}
      onSuccess={onDismiss}
    >
      <ComboboxField
        control={form.control}
        name="identityId"
        label="User or group"
        required
        placeholder={candidates.length ? 'Select a user or group' : 'Everyone already has a role'}
        description={`Users and groups that already hold a role on this ${resource} are not listed.`}
        items={candidates.map((c) => ({
          value: c.id,
          label: `${c.name} (${typeLabel(c).toLowerCase()})`,
        }))}
      />
      <SelectField
        control={form.control}
        name="roleName"
        label="Role"
        required
        items={roleItems()}
      />
    </SideModalForm>
  )
}

type EditValues = { name: string; roleName: RoleKey }

function EditRoleForm({
  row,
  request,
  write,
  onDismiss,
}: {
  row: AccessRow
  request: (roleName: RoleKey) => ApiRequest
  write: Writer
  onDismiss: () => void
}) {
  const writeRoleChange = useRoleWriter(write)
  const form = useForm<EditValues>({
    defaultValues: { name: row.name, roleName: row.ownRole ?? 'viewer' },
  })
  return (
    <SideModalForm
      review={writeRoleChange.review}
      title="Change role"
      submitLabel="Update role"
      form={form}
      onDismiss={onDismiss}
      onSubmit={async ({ roleName }) => {
        const { identityId, identityType, name } = row
        await writeRoleChange.write({ identityId, identityType, name, roleName })
        addToast({ title: 'Role updated', content: `${name}: ${roleName}` })
      }}
      request={({ roleName }) => request(roleName)}
      onSuccess={onDismiss}
    >
      <TextField control={form.control} name="name" label={typeLabel(row)} readOnly />
      <SelectField
        control={form.control}
        name="roleName"
        label="Role"
        required
        items={roleItems(row.ownRole)}
      />
    </SideModalForm>
  )
}
