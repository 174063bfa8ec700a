import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import type { ScimClientBearerTokenValue } from '~/api/__generated__/Api'
import { usePrefetchedApiQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { requestFormProps } from '~/components/form/request-form'
import { SideModalForm } from '~/components/form/side-modal-form'
import { TextField } from '~/components/form/text-field'
import { paths } from '~/util/paths'
import { CreatedScimToken } from './created-scim-token'
import { type ScimTokenFormValues, scimTokenCreateRequest } from './scim-token-values'

export const handle: RouteHandle = { title: 'Create SCIM token' }

/**
 * Create a SCIM token for the silo's identity provider. The API takes nothing
 * but the silo; its answer carries the secret, shown once in place of the form.
 */
export function Component() {
  const navigate = useNavigate()
  const { data: me } = usePrefetchedApiQuery('currentUserView', {})
  const form = useForm<ScimTokenFormValues>({ defaultValues: { silo: me.siloName } })
  const [created, setCreated] = useState<ScimClientBearerTokenValue | null>(null)
  const toList = () => navigate(paths.siloScimTokens())
  const shell = requestFormProps(
    form,
    {
      title: 'Create SCIM token',
      toast: (_, token) => ({ title: 'SCIM token created', content: token.id }),
      invalidates: ['scimTokenList'],
    },
    scimTokenCreateRequest,
    (_, token) => setCreated(token),
  )
  if (created) return <CreatedScimToken token={created} onDismiss={toList} />
  return (
    <SideModalForm {...shell} onDismiss={toList}>
      <p>
        An identity provider signs its SCIM requests with the token, to provision this silo&apos;s
        users and groups. Its secret shows once, after it is created.
      </p>
      <TextField
        control={form.control}
        name="silo"
        label="Silo"
        readOnly
        description="A token provisions the silo you are signed in to."
      />
    </SideModalForm>
  )
}
