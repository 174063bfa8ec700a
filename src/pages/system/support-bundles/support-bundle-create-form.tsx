import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import type { RouteHandle } from '~/components/breadcrumbs'
import { requestFormProps } from '~/components/form/request-form'
import { SideModalForm } from '~/components/form/side-modal-form'
import { TextField } from '~/components/form/text-field'
import { paths } from '~/util/paths'
import { supportBundleCreateRequest } from './bundle-requests'

export const handle: RouteHandle = { title: 'Create support bundle' }

type Values = { userComment: string }

/** `SupportBundleCreate` takes only a comment: why the bundle is collected. */
export function Component() {
  const navigate = useNavigate()
  const form = useForm<Values>({ defaultValues: { userComment: '' } })
  return (
    <SideModalForm
      {...requestFormProps(
        form,
        {
          title: 'Create support bundle',
          submitLabel: 'Create support bundle',
          invalidates: ['supportBundleList'],
          toast: () => ({
            title: 'Support bundle requested',
            content: 'Collecting the rack’s data',
          }),
        },
        ({ userComment }) => supportBundleCreateRequest(userComment),
        (_, bundle) => navigate(paths.systemSupportBundle({ bundleId: bundle.id })),
      )}
      onDismiss={() => navigate(paths.systemSupportBundles())}
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
