import { useForm } from 'react-hook-form'
import type { Disk, Image, Instance, Snapshot } from '~/api/__generated__/Api'
import { mutate } from '~/api/query'
import { diskCan } from '~/api/states'
import { ComboboxField } from '~/components/form/combobox-field'
import { requestFormProps, stepsFormProps } from '~/components/form/request-form'
import { SideModalForm } from '~/components/form/side-modal-form'
import { DiskFormFields, diskItems } from '../disks/disk-form-fields'
import {
  type DiskFormValues,
  diskAttachRequest,
  diskCreateRequest,
  emptyDisk,
  valuesToDiskCreate,
} from '../disks/disk-form-values'
import { instanceQueries } from './instance-actions'

type Target = { instance: Instance; project: string; onDismiss: () => void }

/** Create a disk and attach it to the instance in one go. */
export function CreateAndAttachForm({
  instance,
  project,
  onDismiss,
  images,
  snapshots,
}: Target & { images: Image[]; snapshots: Snapshot[] }) {
  const form = useForm<DiskFormValues>({ defaultValues: emptyDisk })
  return (
    <SideModalForm
      {...stepsFormProps(
        form,
        {
          title: 'Create disk',
          submitLabel: 'Create and attach disk',
          toast: (v) => ({ title: 'Disk created and attached', content: v.name.trim() }),
          // two calls: the panel shows the first (the disk's create), then the attach follows
          request: (v) => diskCreateRequest(v, project),
        },
        async (values) => {
          const disk = await mutate('diskCreate', {
            query: { project },
            body: valuesToDiskCreate(values),
          })
          return mutate('instanceDiskAttach', diskAttachRequest(instance.id, disk.id).params, {
            invalidates: instanceQueries,
          })
        },
        onDismiss,
      )}
      onDismiss={onDismiss}
    >
      <DiskFormFields form={form} images={images} snapshots={snapshots} />
    </SideModalForm>
  )
}

type AttachValues = { disk: string }

/** Attach a disk of the project that is free to attach. */
export function AttachDiskForm({
  instance,
  onDismiss,
  projectDisks,
}: Target & { projectDisks: Disk[] }) {
  const form = useForm<AttachValues>({ defaultValues: { disk: '' } })
  const attachable = projectDisks.filter((d) => diskCan('attach', d))
  return (
    <SideModalForm
      {...requestFormProps(
        form,
        { verb: 'attach', noun: 'disk', invalidates: instanceQueries, content: (v) => v.disk },
        ({ disk }) => diskAttachRequest(instance.id, disk),
        onDismiss,
      )}
      onDismiss={onDismiss}
    >
      <ComboboxField
        control={form.control}
        name="disk"
        label="Disk"
        description="Disks of this project that are detached."
        placeholder={attachable.length ? 'Pick a disk' : 'No detached disks in this project'}
        items={diskItems(attachable)}
        required
      />
    </SideModalForm>
  )
}
