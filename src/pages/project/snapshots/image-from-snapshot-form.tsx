import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { usePrefetchedApiQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { requestFormProps } from '~/components/form/request-form'
import { SideModalForm } from '~/components/form/side-modal-form'
import { IdentityFields, TextField } from '~/components/form/text-field'
import { useSnapshotSelector } from '~/hooks/selectors'
import { paths } from '~/util/paths'
import { formatBytes } from '~/util/units'
import { emptyImage, type ImageFormValues, imageCreateRequest } from './image-form-values'
import { snapshotParams } from './loaders'

export const handle: RouteHandle = { title: (p) => `Create image from ${p.snapshot}` }

/** `snapshots/{snapshot}/images-new`: a project image made from a ready snapshot. */
export function Component() {
  const navigate = useNavigate()
  const selector = useSnapshotSelector()
  const { project } = selector
  const { data: snapshot } = usePrefetchedApiQuery('snapshotView', snapshotParams(selector))
  const form = useForm<ImageFormValues>({ defaultValues: emptyImage })
  const toList = () => navigate(paths.snapshots({ project }))
  const action = { verb: 'create', noun: 'image', invalidates: ['imageList'] } as const
  const request = (v: ImageFormValues) => imageCreateRequest(v, project, snapshot.id)
  return (
    <SideModalForm {...requestFormProps(form, action, request, toList)} onDismiss={toList}>
      <p className="field-help">
        From snapshot <strong>{snapshot.name}</strong> ({formatBytes(snapshot.size)}).
      </p>
      <IdentityFields control={form.control} />
      <TextField control={form.control} name="os" label="OS" required placeholder="debian" />
      <TextField control={form.control} name="version" label="Version" required placeholder="12" />
    </SideModalForm>
  )
}
