import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import type { RouteHandle } from '~/components/breadcrumbs'
import { requestFormProps } from '~/components/form/request-form'
import { SideModalForm } from '~/components/form/side-modal-form'
import { IdentityFields } from '~/components/form/text-field'
import { paths } from '~/util/paths'
import { emptyProject, type ProjectFormValues, projectCreateRequest } from './project-form-values'

export const handle: RouteHandle = { title: 'Create project' }

export function Component() {
  const navigate = useNavigate()
  const form = useForm<ProjectFormValues>({ defaultValues: emptyProject })
  const action = { verb: 'create', noun: 'project', invalidates: ['projectList'] } as const
  const shell = requestFormProps(form, action, projectCreateRequest, (project) =>
    navigate(paths.project({ project })),
  )
  return (
    <SideModalForm {...shell} onDismiss={() => navigate(paths.projects())}>
      <IdentityFields control={form.control} />
    </SideModalForm>
  )
}
