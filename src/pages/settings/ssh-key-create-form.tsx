import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import type { SshKeyCreate } from '~/api/__generated__/Api'
import { useApiMutation } from '~/api/query'
import { SideModalForm } from '~/components/form/side-modal-form'
import { IdentityFields, TextField } from '~/components/form/text-field'
import { addToast } from '~/ui/toast'
import { paths } from '~/util/paths'
import { validateSshPublicKey } from '~/util/ssh-key'
import { emptySshKey, sshKeyCreateRequest } from './ssh-key-values'

export function Component() {
  const navigate = useNavigate()
  const form = useForm<SshKeyCreate>({ defaultValues: emptySshKey })
  const create = useApiMutation('currentUserSshKeyCreate', {
    invalidates: ['currentUserSshKeyList'],
  })
  return (
    <SideModalForm
      title="Add SSH key"
      form={form}
      onDismiss={() => navigate(paths.sshKeys())}
      request={sshKeyCreateRequest}
      onSubmit={(values) => create.mutateAsync(sshKeyCreateRequest(values).params)}
      onSuccess={() => {
        addToast({ title: 'SSH key added', content: form.getValues().name })
        navigate(paths.sshKeys())
      }}
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
