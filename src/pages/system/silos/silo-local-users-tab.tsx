import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { User } from '~/api/__generated__/Api'
import { mutate } from '~/api/query'
import { actionsColumn, createdColumn, valueColumn } from '~/components/columns'
import { requestFormProps } from '~/components/form/request-form'
import { SideModalForm } from '~/components/form/side-modal-form'
import { TextField } from '~/components/form/text-field'
import { ListTab } from '~/components/list-page'
import { Button } from '~/ui/button'
import { confirmAction } from '~/ui/confirm'
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
    valueColumn<User>('name', 'Name', (r) => r.displayName),
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
  return (
    <SideModalForm
      {...requestFormProps(
        form,
        {
          title: 'Create local user',
          submitLabel: 'Create user',
          invalidates: userOps,
          toast: (v) => ({ title: 'User created', content: v.externalId.trim() }),
        },
        (v) => localUserCreateRequest(v, silo),
        onDismiss,
      )}
      nameField="externalId"
      onDismiss={onDismiss}
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
  return (
    <SideModalForm
      {...requestFormProps(
        form,
        {
          title: `Set password for ${user.displayName}`,
          submitLabel: 'Set password',
          invalidates: [],
          toast: (v) => ({
            title: v.passwordMode === 'password' ? 'Password set' : 'Login disallowed',
            content: user.displayName,
          }),
        },
        (v) => localUserSetPasswordRequest(v, silo, user.id),
        onDismiss,
      )}
      onDismiss={onDismiss}
    >
      <PasswordFields form={form} />
    </SideModalForm>
  )
}
