import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { useApiMutation, usePrefetchedApiQuery } from '~/api/query'
import { SideModalForm } from '~/components/form/side-modal-form'
import { IdentityFields, TextField } from '~/components/form/text-field'
import { useSnapshotSelector } from '~/hooks/selectors'
import { addToast } from '~/ui/toast'
import { paths } from '~/util/paths'
import { formatBytes } from '~/util/units'
import { emptyImage, type ImageFormValues, imageCreateRequest } from './image-form-values'
import { snapshotParams } from './loaders'

/** `snapshots/{snapshot}/images-new`: a project image made from a ready snapshot. */
export function Component() {
  const navigate = useNavigate()
  const selector = useSnapshotSelector()
  const { project } = selector
  const { data: snapshot } = usePrefetchedApiQuery('snapshotView', snapshotParams(selector))
  const form = useForm<ImageFormValues>({ defaultValues: emptyImage })
  const create = useApiMutation('imageCreate', { invalidates: ['imageList'] })
  return (
    <SideModalForm
      title="Create image"
      submitLabel="Create image"
      form={form}
      onDismiss={() => navigate(paths.snapshots({ project }))}
      request={(v) => imageCreateRequest(v, project, snapshot.id)}
      onSubmit={(values) =>
        create.mutateAsync(imageCreateRequest(values, project, snapshot.id).params)
      }
      onSuccess={() => {
        addToast({ title: 'Image created', content: form.getValues().name.trim() })
        navigate(paths.snapshots({ project }))
      }}
    >
      <p className="field-help">
        From snapshot <strong>{snapshot.name}</strong> ({formatBytes(snapshot.size)}).
      </p>
      <IdentityFields control={form.control} />
      <TextField control={form.control} name="os" label="OS" required placeholder="debian" />
      <TextField control={form.control} name="version" label="Version" required placeholder="12" />
    </SideModalForm>
  )
}
