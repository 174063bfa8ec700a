import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import type { Image, Project } from '~/api/__generated__/Api'
import { ModalForm } from '~/components/form/modal-form'
import { requestFormProps } from '~/components/form/request-form'
import { Alert } from '~/ui/alert'
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
  return (
    <ModalForm
      {...requestFormProps(
        form,
        {
          title: 'Demote image',
          submitLabel: 'Demote',
          invalidates: ['imageList', 'imageView'],
          toast: ({ project }) => ({
            title: 'Image demoted',
            content: `${image.name} to project ${project}`,
          }),
        },
        ({ project }) => imageDemoteRequest(image.id, project),
        onDismiss,
      )}
      onDismiss={onDismiss}
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
