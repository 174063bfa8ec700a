import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { User } from '~/api/__generated__/Api'
import { mutate, useApiMutation } from '~/api/query'
import { actionsColumn, createdColumn } from '~/components/columns'
import { SideModalForm } from '~/components/form/side-modal-form'
import { TextField } from '~/components/form/text-field'
import { ListTab } from '~/components/list-page'
import { columnHelper } from '~/components/table-features'
import { Button } from '~/ui/button'
import { confirmAction } from '~/ui/confirm'
import { addToast } from '~/ui/toast'
import {
  emptyLocalUser,
  emptyPassword,
  type LocalUserFormValues,
  localUserCreateRequest,
  localUserSetPasswordRequest,
  type PasswordValues,
  validateUserId,
} from './local-user-form-values'
import { PasswordFields } from './password-fields'

type Silo = { silo: string }

// the local users' list is the silo's users: in a local-only silo every user is local
const userOps = ['siloUserList', 'userList'] as const

const col = columnHelper<User>()

export function SiloLocalUsersTab({ silo }: Silo) {
  const [creating, setCreating] = useState(false)
  const [settingPassword, setSettingPassword] = useState<User | null>(null)
  const remove = (user: User) =>
    confirmAction({
      title: 'Delete user',
      body: (
        <>
          Delete local user <strong>{user.displayName}</strong> from silo <strong>{silo}</strong>?
          They can no longer sign in, and their role assignments go with them.
        </>
      ),
      confirmLabel: 'Delete',
      errorTitle: 'Could not delete user',
      action: () =>
        mutate(
          'localIdpUserDelete',
          { path: { userId: user.id }, query: { silo } },
          { invalidates: userOps, toast: { title: 'User deleted', content: user.displayName } },
        ),
    })
  const columns = [
    col.display({ id: 'name', header: 'Name', cell: ({ row }) => row.original.displayName }),
    createdColumn<User>(),
    actionsColumn<User>((user) => [
      { label: 'Set password', onSelect: () => setSettingPassword(user) },
      { label: 'Delete', destructive: true, onSelect: () => remove(user) },
    ]),
  ]
  const newButton = <Button onClick={() => setCreating(true)}>New user</Button>
  return (
    <ListTab
      actions={newButton}
      operationId="siloUserList"
      params={{ query: { silo } }}
      columns={columns}
      label="Local users"
      empty={{
        title: 'No local users',
        body: 'Create a user with a password so someone can sign in to this silo.',
        action: null,
      }}
    >
      {creating && <LocalUserCreateForm silo={silo} onDismiss={() => setCreating(false)} />}
      {settingPassword && (
        <SetPasswordForm
          silo={silo}
          user={settingPassword}
          onDismiss={() => setSettingPassword(null)}
        />
      )}
    </ListTab>
  )
}

function LocalUserCreateForm({ silo, onDismiss }: Silo & { onDismiss: () => void }) {
  const form = useForm<LocalUserFormValues>({ defaultValues: emptyLocalUser })
  const create = useApiMutation('localIdpUserCreate', { invalidates: [...userOps] })
  return (
    <SideModalForm
      title="Create local user"
      submitLabel="Create user"
      form={form}
      nameField="externalId"
      onDismiss={onDismiss}
      request={(v) => localUserCreateRequest(v, silo)}
      onSubmit={(v) => create.mutateAsync(localUserCreateRequest(v, silo).params)}
      onSuccess={() => {
        addToast({ title: 'User created', content: form.getValues().externalId.trim() })
        onDismiss()
      }}
    >
      <TextField
        control={form.control}
        name="externalId"
        label="User name"
        required
        validate={validateUserId}
        description="What the user types to sign in; also their display name."
      />
      <PasswordFields form={form} />
    </SideModalForm>
  )
}

function SetPasswordForm({ silo, user, onDismiss }: Silo & { user: User; onDismiss: () => void }) {
  const form = useForm<PasswordValues>({ defaultValues: emptyPassword })
  const setPassword = useApiMutation('localIdpUserSetPassword')
  return (
    <SideModalForm
      title={`Set password for ${user.displayName}`}
      submitLabel="Set password"
      form={form}
      onDismiss={onDismiss}
      request={(v) => localUserSetPasswordRequest(v, silo, user.id)}
      onSubmit={(v) =>
        setPassword.mutateAsync(localUserSetPasswordRequest(v, silo, user.id).params)
      }
      onSuccess={() => {
        addToast({
          title: form.getValues().passwordMode === 'password' ? 'Password set' : 'Login disallowed',
          content: user.displayName,
        })
        onDismiss()
      }}
    >
      <PasswordFields form={form} />
    </SideModalForm>
  )
}
