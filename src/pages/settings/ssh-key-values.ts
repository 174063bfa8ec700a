import type { SshKeyCreate } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'

export const emptySshKey: SshKeyCreate = { name: '', description: '', publicKey: '' }

/** The add form's values as the API's body: surrounding spaces dropped. */
export const valuesToSshKeyCreate = (v: SshKeyCreate): SshKeyCreate => ({
  name: v.name.trim(),
  description: v.description.trim(),
  publicKey: v.publicKey.trim(),
})

export const sshKeyCreateRequest = (v: SshKeyCreate) =>
  apiRequest('currentUserSshKeyCreate', { body: valuesToSshKeyCreate(v) })
