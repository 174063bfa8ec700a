import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { usePrefetchedApiQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { requestFormProps } from '~/components/form/request-form'
import { SideModalForm } from '~/components/form/side-modal-form'
import { IdentityFields } from '~/components/form/text-field'
import { useVpcRouterSelector } from '~/hooks/selectors'
import { Alert } from '~/ui/alert'
import { paths } from '~/util/paths'
import {
  type RouterFormValues,
  routerToValues,
  routerUpdateRequest,
  systemRouterReason,
} from './router-form-values'

export const handle: RouteHandle = { title: (p) => `Edit ${p.router}` }

export function Component() {
  const navigate = useNavigate()
  const { project, vpc, router } = useVpcRouterSelector()
  const query = { project, vpc }
  const { data } = usePrefetchedApiQuery('vpcRouterView', { path: { router }, query })
  const form = useForm<RouterFormValues>({ defaultValues: routerToValues(data) })
  const isSystem = data.kind === 'system'
  const toList = () => navigate(paths.vpcRouters(query))
  const action = {
    verb: 'update',
    noun: 'router',
    invalidates: ['vpcRouterList', 'vpcRouterView'],
  } as const
  const request = (v: RouterFormValues) => routerUpdateRequest(v, { ...query, router })
  const shell = requestFormProps(form, action, request, toList)
  return (
    <SideModalForm {...shell} onSubmit={isSystem ? undefined : shell.onSubmit} onDismiss={toList}>
      {isSystem && (
        <Alert variant="info" title="Read only">
          {systemRouterReason}.
        </Alert>
      )}
      <IdentityFields control={form.control} readOnly={isSystem} />
    </SideModalForm>
  )
}
