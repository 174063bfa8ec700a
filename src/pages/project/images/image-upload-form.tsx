import { useForm, useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { invalidate, mutate } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { stepsFormProps } from '~/components/form/request-form'
import { SelectField } from '~/components/form/select-field'
import { SideModalForm } from '~/components/form/side-modal-form'
import { IdentityFields, TextField } from '~/components/form/text-field'
import { UploadFileField } from '~/components/form/upload-file-field'
import { useProjectSelector } from '~/hooks/selectors'
import { blockSizeItems } from '~/pages/project/disks/disk-form-fields'
import { type ImportStep, uploadImage } from '~/pages/project/disks/disk-upload'
import { UploadProgress } from '~/pages/project/disks/upload-progress'
import { useUpload } from '~/pages/project/disks/use-upload'
import { addToast } from '~/ui/toast'
import { paths } from '~/util/paths'
import { fileProblem } from '~/util/upload'
import {
  emptyImageUpload,
  type ImageUploadValues,
  imageUploadRequest,
  valuesToImageUpload,
} from './image-upload-values'

export const handle: RouteHandle = { title: 'Upload image' }

const steps: ImportStep[] = ['create', 'start', 'write', 'stop', 'finalize', 'image', 'cleanup']
const labels: Record<ImportStep, string> = {
  create: 'Create temporary disk',
  start: 'Put disk in import mode',
  write: 'Upload image file',
  stop: 'Take disk out of import mode',
  finalize: 'Finalize disk and create snapshot',
  image: 'Create image',
  cleanup: 'Delete temporary disk and snapshot',
}

/** `projects/{project}/images-new`: upload a disk image file as a project image. */
export function Component() {
  const navigate = useNavigate()
  const selector = useProjectSelector()
  const form = useForm<ImageUploadValues>({ defaultValues: emptyImageUpload })
  const file = useWatch({ control: form.control, name: 'file' })
  const upload = useUpload()
  const back = () => navigate(paths.projectImages(selector))
  return (
    <SideModalForm
      {...stepsFormProps(
        form,
        {
          title: 'Upload image',
          toast: (v) => ({ title: 'Image uploaded', content: v.name.trim() }),
          request: (values) => imageUploadRequest(values, selector.project),
        },
        async (values) => {
          if (!values.file) return
          const picked = values.file
          try {
            const { leftovers } = await upload.run(picked.size, (events) =>
              uploadImage({
                call: mutate,
                project: selector.project,
                file: picked,
                ...valuesToImageUpload(values),
                ...events,
              }),
            )
            for (const note of leftovers) {
              addToast({
                variant: 'error',
                title: 'Could not clean up after the upload',
                content: note,
              })
            }
          } finally {
            await invalidate('imageList', 'diskList', 'snapshotList')
          }
        },
        back,
      )}
      onDismiss={back}
    >
      {upload.state && file && (
        <UploadProgress
          state={upload.state}
          steps={steps}
          labels={labels}
          fileName={file.name}
          onCancel={upload.cancel}
        />
      )}
      <fieldset className="fieldset-plain" disabled={upload.busy}>
        <IdentityFields control={form.control} />
        <TextField control={form.control} name="os" label="OS" required placeholder="debian" />
        <TextField
          control={form.control}
          name="version"
          label="Version"
          required
          placeholder="12"
        />
        <SelectField
          control={form.control}
          name="blockSize"
          label="Block size"
          description="Bootable ISO images usually need 2048 bytes."
          items={blockSizeItems}
        />
        <UploadFileField
          control={form.control}
          name="file"
          label="Image file"
          required
          description="A raw disk image; compressed files such as .gz or .qcow2 are not converted."
          validate={fileProblem}
        />
      </fieldset>
    </SideModalForm>
  )
}
