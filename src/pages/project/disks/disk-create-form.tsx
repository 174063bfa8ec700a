import { useForm, useWatch } from 'react-hook-form'
import { useNavigate, useSearchParams } from 'react-router'
import { invalidate, mutate, usePrefetchedAllPages } from '~/api/query'
import { checkRoom } from '~/api/room-left'
import type { RouteHandle } from '~/components/breadcrumbs'
import { stepsFormProps } from '~/components/form/request-form'
import { SideModalForm } from '~/components/form/side-modal-form'
import { RoomLeft } from '~/components/room-left/room-left'
import { useProjectSelector } from '~/hooks/selectors'
import { paths } from '~/util/paths'
import { GiB } from '~/util/units'
import { DiskFormFields } from './disk-form-fields'
import {
  type DiskFormValues,
  diskCreateRequest,
  emptyDisk,
  valuesToDiskCreate,
  valuesToDiskImport,
} from './disk-form-values'
import { type ImportStep, importFileToDisk } from './disk-upload'
import { UploadProgress } from './upload-progress'
import { useUpload } from './use-upload'

export const handle: RouteHandle = { title: 'Create disk' }

const uploadSteps: ImportStep[] = ['create', 'start', 'write', 'stop', 'finalize']
const uploadLabels: Partial<Record<ImportStep, string>> = {
  create: 'Create disk',
  start: 'Put disk in import mode',
  write: 'Upload image file',
  stop: 'Take disk out of import mode',
  finalize: 'Finalize disk',
  cleanup: 'Delete disk',
}

/** `disks-new`: a blank disk, one from a snapshot or an image, or one from an uploaded file. */
export function Component() {
  const navigate = useNavigate()
  const selector = useProjectSelector()
  // the disk list's "Upload disk image" opens this form on the upload source
  const [search] = useSearchParams()
  const siloImages = usePrefetchedAllPages('imageList', {})
  const projectImages = usePrefetchedAllPages('imageList', { query: selector })
  const snapshots = usePrefetchedAllPages('snapshotList', { query: selector })
  const form = useForm<DiskFormValues>({
    defaultValues: {
      ...emptyDisk,
      ...(search.get('source') === 'upload' ? { source: 'upload', blockSize: '512' } : {}),
    },
  })
  const [source, file, sizeGiB] = useWatch({
    control: form.control,
    name: ['source', 'file', 'sizeGiB'],
  })
  const upload = useUpload()

  async function uploadDisk(values: DiskFormValues) {
    const picked = values.file
    if (!picked) return
    try {
      await upload.run(picked.size, (events) =>
        importFileToDisk({
          call: mutate,
          project: selector.project,
          file: picked,
          ...valuesToDiskImport(values),
          ...events,
        }),
      )
    } finally {
      await invalidate('diskList', 'snapshotList')
    }
  }

  return (
    <SideModalForm
      {...stepsFormProps(
        form,
        {
          title: 'Create disk',
          submitLabel: source === 'upload' ? 'Upload and create disk' : 'Create disk',
          toast: (v) => ({
            title: v.source === 'upload' ? 'Disk uploaded' : 'Disk created',
            content: v.name.trim(),
          }),
          request: (v) => diskCreateRequest(v, selector.project),
          preflight: (v) => checkRoom({ storage: v.sizeGiB * GiB }),
        },
        async (values) => {
          if (values.source === 'upload') return uploadDisk(values)
          const body = valuesToDiskCreate(values)
          await mutate('diskCreate', { query: selector, body }, { invalidates: ['diskList'] })
        },
        () => navigate(paths.disks(selector)),
      )}
      onDismiss={() => navigate(paths.disks(selector))}
    >
      {source === 'upload' && upload.state && file && (
        <UploadProgress
          state={upload.state}
          steps={uploadSteps}
          labels={uploadLabels}
          fileName={file.name}
          onCancel={upload.cancel}
        />
      )}
      <fieldset className="fieldset-plain" disabled={upload.busy}>
        <DiskFormFields
          form={form}
          images={[...siloImages.items, ...projectImages.items]}
          snapshots={snapshots.items.filter((s) => s.state === 'ready')}
        />
      </fieldset>
      <RoomLeft need={{ storage: sizeGiB * GiB }} />
    </SideModalForm>
  )
}
