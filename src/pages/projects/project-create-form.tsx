import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { useApiMutation } from '~/api/query'
import { SideModalForm } from '~/components/form/side-modal-form'
import { IdentityFields } from '~/components/form/text-field'
import { addToast } from '~/ui/toast'
import { paths } from '~/util/paths'
import { emptyProject, type ProjectFormValues, projectCreateRequest } from './project-form-values'

export function Component() {
  const navigate = useNavigate()
  const form = useForm<ProjectFormValues>({ defaultValues: emptyProject })
  const create = useApiMutation('projectCreate', { invalidates: ['projectList'] })
  return (
    <SideModalForm
      title="Create project"
      submitLabel="Create project"
      form={form}
      onDismiss={() => navigate(paths.projects())}
      request={projectCreateRequest}
      onSubmit={(values) => create.mutateAsync(projectCreateRequest(values).params)}
      onSuccess={() => {
        const { name } = form.getValues()
        addToast({ title: 'Project created', content: name })
        navigate(paths.project({ project: name.trim() }))
      }}
    >
      <IdentityFields control={form.control} />
    </SideModalForm>
  )
}
