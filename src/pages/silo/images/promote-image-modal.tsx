import { useQuery } from '@tanstack/react-query'
import { useForm, useWatch } from 'react-hook-form'
import type { Project } from '~/api/__generated__/Api'
import { allPagesQuery, useApiMutation } from '~/api/query'
import { ComboboxField } from '~/components/form/combobox-field'
import { ModalForm } from '~/components/form/modal-form'
import { addToast } from '~/ui/toast'
import { imagePromoteRequest } from './image-requests'
import { ProjectField } from './project-field'

/** From the silo images: pick a project, then one of its images, and make it a silo image. */
export function PromoteImageModal({
  projects,
  onDismiss,
}: {
  projects: Project[]
  onDismiss: () => void
}) {
  const form = useForm<{ project: string; image: string }>({
    defaultValues: { project: '', image: '' },
  })
  const project = useWatch({ control: form.control, name: 'project' })
  // the picked project's images: optional data, fetched once a project is picked
  const images = useQuery({
    ...allPagesQuery('imageList', { query: { project } }),
    enabled: !!project,
  })
  const promote = useApiMutation('imagePromote', {
    invalidates: ['imageList', 'imageView'],
    onSuccess: (image) => {
      addToast({ title: 'Image promoted', content: image.name })
      onDismiss()
    },
  })
  const items = images.data?.items ?? []
  return (
    <ModalForm
      title="Promote image"
      submitLabel="Promote"
      form={form}
      onDismiss={onDismiss}
      request={({ image }) => imagePromoteRequest(image)}
      onSubmit={({ image }) => promote.mutateAsync(imagePromoteRequest(image).params)}
      errorTitle="Could not promote image"
    >
      <p>Promote a project image to a silo image: every project in the silo can then use it.</p>
      <ProjectField control={form.control} projects={projects} />
      <ComboboxField
        control={form.control}
        name="image"
        label="Image"
        required
        disabled={!project || images.isPending}
        placeholder={
          !project
            ? 'Choose a project first'
            : images.isPending
              ? 'Loading images'
              : items.length
                ? 'Choose an image'
                : 'No images in this project'
        }
        items={items.map((i) => ({ value: i.id, label: `${i.name} (${i.os} ${i.version})` }))}
      />
    </ModalForm>
  )
}
