import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { apiRequest } from '~/api/client'
import { usePrefetchedApiQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { SideModalForm } from '~/components/form/side-modal-form'
import { IdentityFields, TextField } from '~/components/form/text-field'
import { useSshKeySelector } from '~/hooks/selectors'
import { CopyButton } from '~/ui/copy-button'
import { paths } from '~/util/paths'

export const handle: RouteHandle = { title: (p) => p.sshKey ?? '' }

/** The API cannot change an SSH key (no PUT), so its page shows it read-only. */
export function Component() {
  const navigate = useNavigate()
  const selector = useSshKeySelector()
  const { data: key } = usePrefetchedApiQuery('currentUserSshKeyView', { path: selector })
  const form = useForm({ values: key })
  return (
    <SideModalForm
      title="SSH key"
      form={form}
      onDismiss={() => navigate(paths.sshKeys())}
      request={() => apiRequest('currentUserSshKeyView', { path: selector })}
    >
      <IdentityFields control={form.control} readOnly />
      <TextField control={form.control} name="publicKey" label="Public key" multiline readOnly />
      <CopyButton text={key.publicKey} label="Copy public key" />
    </SideModalForm>
  )
}
