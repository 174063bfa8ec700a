import { useState } from 'react'
import { type Control, useController, useForm } from 'react-hook-form'
import type { Disk, Image, Snapshot } from '~/api/__generated__/Api'
import { ComboboxField } from '~/components/form/combobox-field'
import { ItemList } from '~/components/form/item-list'
import { type DiskFormValues, emptyDisk } from '~/pages/project/disks/disk-form-values'
import { Button } from '~/ui/button'
import { DiskFormFields, diskItems } from '../../disks/disk-form-fields'
import type { AdditionalDisk, InstanceFormValues } from './instance-form-values'
import { SubformModal } from './subform-modal'

const describe = (d: AdditionalDisk) =>
  d.type === 'attach'
    ? { kind: 'Existing', value: d.name, name: d.name }
    : { kind: 'New', value: `${d.name.trim()} (${d.sizeGiB} GiB, ${d.source})`, name: d.name }

/**
 * Disks besides the boot disk: new ones (blank, from a snapshot or an image)
 * and detached disks of the project, in a list with a remove button each.
 */
export function DisksSection({
  control,
  images,
  snapshots,
  detachedDisks,
}: {
  control: Control<InstanceFormValues>
  images: Image[]
  snapshots: Snapshot[]
  /** the project's detached disks, which an instance may attach */
  detachedDisks: Disk[]
}) {
  const { field } = useController({ control, name: 'disks' })
  const disks: AdditionalDisk[] = field.value
  const [adding, setAdding] = useState<'create' | 'attach' | null>(null)
  const taken = disks.map((d) => d.name.trim())
  const attachable = detachedDisks.filter((d) => !taken.includes(d.name))
  const add = (disk: AdditionalDisk) => {
    field.onChange([...disks, disk])
    setAdding(null)
  }
  return (
    <fieldset className="compute-fieldset">
      <legend className="compute-legend">Additional disks</legend>
      <ItemList
        label="Additional disks"
        items={disks}
        describe={describe}
        onRemove={(i) => field.onChange(disks.filter((_, j) => j !== i))}
        empty="Only the boot disk."
      />
      <div className="compute-section-actions compute-list-actions">
        <Button variant="secondary" size="sm" onClick={() => setAdding('create')}>
          Create new disk
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setAdding('attach')}
          disabled={attachable.length === 0}
          disabledReason="The project has no detached disks to attach"
        >
          Attach existing disk
        </Button>
      </div>
      {adding === 'create' && (
        <NewDiskModal
          images={images}
          snapshots={snapshots}
          taken={taken}
          onAdd={(values) => add({ type: 'create', ...values })}
          onDismiss={() => setAdding(null)}
        />
      )}
      {adding === 'attach' && (
        <AttachDiskModal
          disks={attachable}
          onAdd={(name) => add({ type: 'attach', name })}
          onDismiss={() => setAdding(null)}
        />
      )}
    </fieldset>
  )
}

function NewDiskModal({
  images,
  snapshots,
  taken,
  onAdd,
  onDismiss,
}: {
  images: Image[]
  snapshots: Snapshot[]
  taken: string[]
  onAdd: (values: DiskFormValues) => void
  onDismiss: () => void
}) {
  const form = useForm<DiskFormValues>({ defaultValues: emptyDisk })
  return (
    <SubformModal
      title="Create disk"
      submitLabel="Add disk"
      form={form}
      onDismiss={onDismiss}
      taken={taken}
      onSubmit={onAdd}
    >
      <DiskFormFields form={form} images={images} snapshots={snapshots} upload={false} />
    </SubformModal>
  )
}

function AttachDiskModal({
  disks,
  onAdd,
  onDismiss,
}: {
  disks: Disk[]
  onAdd: (name: string) => void
  onDismiss: () => void
}) {
  const form = useForm<{ disk: string }>({ defaultValues: { disk: '' } })
  return (
    <SubformModal
      title="Attach disk"
      submitLabel="Attach disk"
      form={form}
      onDismiss={onDismiss}
      onSubmit={({ disk }) => onAdd(disk)}
    >
      <ComboboxField
        control={form.control}
        name="disk"
        label="Disk"
        required
        placeholder="Choose a detached disk"
        description="Only detached disks of this project can be attached."
        items={diskItems(disks)}
      />
    </SubformModal>
  )
}
