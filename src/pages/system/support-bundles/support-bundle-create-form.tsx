import { useRef } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { useApiMutation } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { SideModalForm } from '~/components/form/side-modal-form'
import { TextField } from '~/components/form/text-field'
import { addToast } from '~/ui/toast'
import { paths } from '~/util/paths'
import { supportBundleCreateRequest } from './bundle-requests'

export const handle: RouteHandle = { title: 'Create support bundle' }

type Values = { userComment: string }

/** `SupportBundleCreate` takes only a comment: why the bundle is collected. */
export function Component() {
  const navigate = useNavigate()
  const form = useForm<Values>({ defaultValues: { userComment: '' } })
  const create = useApiMutation('supportBundleCreate', { invalidates: ['supportBundleList'] })
  // the new bundle's id, for its page: the mutation's state is not updated yet in onSuccess
  const createdId = useRef<string | null>(null)
  return (
    <SideModalForm
      title="Create support bundle"
      submitLabel="Create support bundle"
      form={form}
      onDismiss={() => navigate(paths.systemSupportBundles())}
      request={({ userComment }) => supportBundleCreateRequest(userComment)}
      onSubmit={async ({ userComment }) => {
        const bundle = await create.mutateAsync(supportBundleCreateRequest(userComment).params)
        createdId.current = bundle.id
      }}
      onSuccess={() => {
        const bundleId = createdId.current
        addToast({ title: 'Support bundle requested', content: 'Collecting the rack’s data' })
        navigate(bundleId ? paths.systemSupportBundle({ bundleId }) : paths.systemSupportBundles())
      }}
    >
      <p className="field-help">
        The rack collects its logs and state into the bundle; it can be downloaded once it is
        active.
      </p>
      <TextField
        control={form.control}
        name="userComment"
        label="Reason"
        required
        multiline
        description="Why the bundle is collected, e.g. the problem Oxide support is looking into. Saved as the bundle’s comment."
      />
    </SideModalForm>
  )
}
