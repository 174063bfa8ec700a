import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { usePrefetchedApiQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { requestFormProps } from '~/components/form/request-form'
import { SideModalForm } from '~/components/form/side-modal-form'
import { TextField } from '~/components/form/text-field'
import { useSupportBundleSelector } from '~/hooks/selectors'
import { paths } from '~/util/paths'
import { supportBundleUpdateRequest } from './bundle-requests'

export const handle: RouteHandle = { title: 'Edit comment' }

type Values = { userComment: string }

/** `SupportBundleUpdate`: the comment is all that changes; an empty one clears it. */
export function Component() {
  const navigate = useNavigate()
  const selector = useSupportBundleSelector()
  const { data: bundle } = usePrefetchedApiQuery('supportBundleView', { path: selector })
  const form = useForm<Values>({ defaultValues: { userComment: bundle.userComment ?? '' } })
  const back = () => navigate(paths.systemSupportBundle(selector))
  return (
    <SideModalForm
      {...requestFormProps(
        form,
        {
          title: 'Edit support bundle comment',
          submitLabel: 'Save comment',
          invalidates: ['supportBundleList', 'supportBundleView'],
          toast: () => ({ title: 'Comment saved', content: bundle.id }),
        },
        ({ userComment }) => supportBundleUpdateRequest(userComment, selector.bundleId),
        back,
      )}
      onDismiss={back}
    >
      <TextField
        control={form.control}
        name="userComment"
        label="Comment"
        multiline
        description="Leave empty to remove the comment."
      />
    </SideModalForm>
  )
}
