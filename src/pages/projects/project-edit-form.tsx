import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { useApiMutation, usePrefetchedApiQuery } from '~/api/query'
import { SideModalForm } from '~/components/form/side-modal-form'
import { IdentityFields } from '~/components/form/text-field'
import { useProjectSelector } from '~/hooks/selectors'
import { addToast } from '~/ui/toast'
import { paths } from '~/util/paths'
import {
  type ProjectFormValues,
  projectToValues,
  projectUpdateRequest,
} from './project-form-values'

export function Component() {
  const navigate = useNavigate()
  const selector = useProjectSelector()
  const { data: project } = usePrefetchedApiQuery('projectView', { path: selector })
  const form = useForm<ProjectFormValues>({ defaultValues: projectToValues(project) })
  const update = useApiMutation('projectUpdate', {
    invalidates: ['projectList', 'projectView'],
  })
  return (
    <SideModalForm
      title="Edit project"
      submitLabel="Update project"
      form={form}
      onDismiss={() => navigate(paths.projects())}
      request={(v) => projectUpdateRequest(v, selector.project)}
      onSubmit={(values) =>
        update.mutateAsync(projectUpdateRequest(values, selector.project).params)
      }
      onSuccess={() => {
        addToast({ title: 'Project updated', content: form.getValues().name })
        navigate(paths.projects())
      }}
    >
      <IdentityFields control={form.control} />
    </SideModalForm>
  )
}
