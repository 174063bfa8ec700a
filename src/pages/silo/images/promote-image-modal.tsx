import { useQuery } from '@tanstack/react-query'
import { useForm, useWatch } from 'react-hook-form'
import type { Project } from '~/api/__generated__/Api'
import { allPagesQuery } from '~/api/query'
import { ComboboxField } from '~/components/form/combobox-field'
import { ModalForm } from '~/components/form/modal-form'
import { requestFormProps } from '~/components/form/request-form'
import { imagePromoteRequest } from './image-requests'
import { ProjectField } from './project-field'

type Values = { project: string; image: string }

/** From the silo images: pick a project, then one of its images, and make it a silo image. */
export function PromoteImageModal({
  projects,
  onDismiss,
}: {
  projects: Project[]
  onDismiss: () => void
}) {
  const form = useForm<Values>({
    defaultValues: { project: '', image: '' },
  })
  const project = useWatch({ control: form.control, name: 'project' })
  // the picked project's images: optional data, fetched once a project is picked
  const images = useQuery({
    ...allPagesQuery('imageList', { query: { project } }),
    enabled: !!project,
  })
  const items = images.data?.items ?? []
  return (
    <ModalForm
      {...requestFormProps(
        form,
        {
          title: 'Promote image',
          submitLabel: 'Promote',
          invalidates: ['imageList', 'imageView'],
          toast: (_, image) => ({ title: 'Image promoted', content: image.name }),
        },
        (v: Values) => imagePromoteRequest(v.image),
        onDismiss,
      )}
      onDismiss={onDismiss}
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
