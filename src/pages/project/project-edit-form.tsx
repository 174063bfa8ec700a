import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { usePrefetchedApiQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { requestFormProps } from '~/components/form/request-form'
import { SideModalForm } from '~/components/form/side-modal-form'
import { IdentityFields } from '~/components/form/text-field'
import { useProjectSelector } from '~/hooks/selectors'
import {
  type ProjectFormValues,
  projectToValues,
  projectUpdateRequest,
} from '~/pages/silo/projects/project-form-values'
import { paths } from '~/util/paths'

export const handle: RouteHandle = { title: (p) => `Edit ${p.project}` }

export function Component() {
  const navigate = useNavigate()
  const selector = useProjectSelector()
  const { data: project } = usePrefetchedApiQuery('projectView', { path: selector })
  const form = useForm<ProjectFormValues>({ defaultValues: projectToValues(project) })
  const toList = () => navigate(paths.projects())
  const action = {
    verb: 'update',
    noun: 'project',
    invalidates: ['projectList', 'projectView'],
  } as const
  const request = (v: ProjectFormValues) => projectUpdateRequest(v, selector.project)
  return (
    <SideModalForm {...requestFormProps(form, action, request, toList)} onDismiss={toList}>
      <IdentityFields control={form.control} />
    </SideModalForm>
  )
}
