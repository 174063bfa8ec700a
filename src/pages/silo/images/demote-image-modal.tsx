import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import type { Image, Project } from '~/api/__generated__/Api'
import { useApiMutation } from '~/api/query'
import { ModalForm } from '~/components/form/modal-form'
import { Alert } from '~/ui/alert'
import { addToast } from '~/ui/toast'
import { paths } from '~/util/paths'
import { imageDemoteRequest } from './image-requests'
import { ProjectField } from './project-field'

/** Make a silo image a project image of the picked project. */
export function DemoteImageModal({
  image,
  projects,
  onDismiss,
}: {
  image: Image
  projects: Project[]
  onDismiss: () => void
}) {
  const form = useForm<{ project: string }>({ defaultValues: { project: '' } })
  const demote = useApiMutation('imageDemote', {
    invalidates: ['imageList', 'imageView'],
    onSuccess: (_, { query }) => {
      addToast({ title: 'Image demoted', content: `${image.name} to project ${query.project}` })
      onDismiss()
    },
  })
  return (
    <ModalForm
      title="Demote image"
      submitLabel="Demote"
      form={form}
      onDismiss={onDismiss}
      request={({ project }) => imageDemoteRequest(image.id, project)}
      onSubmit={({ project }) => demote.mutateAsync(imageDemoteRequest(image.id, project).params)}
      errorTitle="Could not demote image"
    >
      <p>
        Demote <strong>{image.name}</strong> to a project image. Only the picked project can then
        use it; it leaves the silo images.
      </p>
      {projects.length === 0 ? (
        <Alert variant="info" title="No projects">
          There is no project to demote the image to.{' '}
          <Link to={paths.projectsNew()}>Create a project</Link> first.
        </Alert>
      ) : (
        <ProjectField control={form.control} projects={projects} />
      )}
    </ModalForm>
  )
}
