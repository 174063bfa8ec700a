import { useEffect } from 'react'
import { type UseFormReturn, useWatch } from 'react-hook-form'
import type { Image, Snapshot } from '~/api/__generated__/Api'
import { ComboboxField } from '~/components/form/combobox-field'
import { NumberField } from '~/components/form/number-field'
import { SelectField } from '~/components/form/select-field'
import { DescriptionField, NameField } from '~/components/form/text-field'
import {
  blockSizes,
  type DiskFormValues,
  MAX_DISK_GIB,
  minSizeGiB,
} from '~/pages/project/disks/disk-form-values'
import { formatBytes } from '~/util/units'

// instance create makes disks from these three; an uploaded file needs the disks page's import flow
const sourceItems = [
  { value: 'blank', label: 'Blank' },
  { value: 'snapshot', label: 'Snapshot' },
  { value: 'image', label: 'Image' },
]

/** A new disk made with the instance: name, description, source and size. */
export function NewDiskFields({
  form,
  images,
  snapshots,
}: {
  form: UseFormReturn<DiskFormValues>
  images: Image[]
  /** ready snapshots of the project */
  snapshots: Snapshot[]
}) {
  const { control, getValues, setValue } = form
  const [source, snapshotId, imageId] = useWatch({
    control,
    name: ['source', 'snapshotId', 'imageId'],
  })
  const from =
    source === 'snapshot'
      ? snapshots.find((s) => s.id === snapshotId)
      : source === 'image'
        ? images.find((i) => i.id === imageId)
        : undefined
  const minGiB = minSizeGiB(from)

  // a disk is at least as big as what it is made from
  useEffect(() => {
    const size = getValues('sizeGiB')
    if (from && (Number.isNaN(size) || size < minGiB)) setValue('sizeGiB', minGiB)
  }, [from, minGiB, getValues, setValue])

  return (
    <>
      <NameField control={control} />
      <DescriptionField control={control} />
      <SelectField control={control} name="source" label="Source" items={sourceItems} />
      {source === 'blank' && (
        <SelectField
          control={control}
          name="blockSize"
          label="Block size"
          items={blockSizes.map((b) => ({ value: String(b), label: `${b} bytes` }))}
        />
      )}
      {source === 'snapshot' && (
        <ComboboxField
          control={control}
          name="snapshotId"
          label="Snapshot"
          placeholder={snapshots.length ? 'Pick a snapshot' : 'No ready snapshots in this project'}
          items={snapshots.map((s) => ({
            value: s.id,
            label: `${s.name} (${formatBytes(s.size)})`,
          }))}
          required
        />
      )}
      {source === 'image' && (
        <ComboboxField
          control={control}
          name="imageId"
          label="Image"
          placeholder={images.length ? 'Pick an image' : 'No images'}
          items={images.map((i) => ({ value: i.id, label: `${i.name} (${formatBytes(i.size)})` }))}
          required
        />
      )}
      <NumberField
        control={control}
        name="sizeGiB"
        label="Size"
        unit="GiB"
        min={1}
        max={MAX_DISK_GIB}
        required
        validate={(v) =>
          from && v < minGiB ? `Must be at least the ${source} size (${minGiB} GiB)` : undefined
        }
      />
    </>
  )
}
