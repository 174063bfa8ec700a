import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import type { SshKeyCreate } from '~/api/__generated__/Api'
import type { RouteHandle } from '~/components/breadcrumbs'
import { requestFormProps } from '~/components/form/request-form'
import { SideModalForm } from '~/components/form/side-modal-form'
import { IdentityFields, TextField } from '~/components/form/text-field'
import { paths } from '~/util/paths'
import { validateSshPublicKey } from '~/util/ssh-key'
import { emptySshKey, sshKeyCreateRequest } from './ssh-key-values'

export const handle: RouteHandle = { title: 'Add SSH key' }

export function Component() {
  const navigate = useNavigate()
  const form = useForm<SshKeyCreate>({ defaultValues: emptySshKey })
  const toList = () => navigate(paths.sshKeys())
  const action = { verb: 'add', noun: 'SSH key', invalidates: ['currentUserSshKeyList'] } as const
  return (
    <SideModalForm
      {...requestFormProps(form, action, sshKeyCreateRequest, toList)}
      onDismiss={toList}
    >
      <IdentityFields control={form.control} />
      <TextField
        control={form.control}
        name="publicKey"
        label="Public key"
        required
        multiline
        validate={validateSshPublicKey}
        description="The contents of your public key file, e.g. ~/.ssh/id_ed25519.pub"
        placeholder="ssh-ed25519 AAAA…"
      />
    </SideModalForm>
  )
}
