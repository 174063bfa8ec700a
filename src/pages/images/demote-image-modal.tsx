import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import type { Image, Project } from '~/api/__generated__/Api'
import { useApiMutation } from '~/api/query'
import { SelectField } from '~/components/form/select-field'
import { Alert } from '~/ui/alert'
import { Button } from '~/ui/button'
import { Modal } from '~/ui/modal'
import { addToast } from '~/ui/toast'
import { paths } from '~/util/paths'

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
  const formId = useId()
  const form = useForm<{ project: string }>({ defaultValues: { project: '' } })
  const demote = useApiMutation('imageDemote', {
    invalidates: ['imageList', 'imageView'],
    onSuccess: (_, { query }) => {
      addToast({ title: 'Image demoted', content: `${image.name} to project ${query.project}` })
      onDismiss()
    },
  })
  const submit = form.handleSubmit(({ project }) =>
    demote.mutate({ path: { image: image.id }, query: { project } }),
  )
  return (
    <Modal
      title="Demote image"
      isOpen
      onDismiss={onDismiss}
      footer={
        <>
          <Button variant="secondary" onClick={onDismiss}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={demote.isPending}>
            Demote
          </Button>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={(e) => {
          e.preventDefault()
          submit()
        }}
      >
        <p>
          Demote <strong>{image.name}</strong> to a project image. Only the picked project can then
          use it; it leaves the silo images.
        </p>
        {demote.error && <Alert title="Could not demote image">{demote.error.message}</Alert>}
        {projects.length === 0 ? (
          <Alert variant="info" title="No projects">
            There is no project to demote the image to.{' '}
            <Link to={paths.projectsNew()}>Create a project</Link> first.
          </Alert>
        ) : (
          <SelectField
            control={form.control}
            name="project"
            label="Project"
            required
            placeholder="Choose a project"
            items={projects.map((p) => ({ value: p.name, label: p.name }))}
          />
        )}
      </form>
    </Modal>
  )
}
