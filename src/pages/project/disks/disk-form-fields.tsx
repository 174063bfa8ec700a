import { useEffect } from 'react'
import {
  type Control,
  type FieldValues,
  type Path,
  type UseFormReturn,
  useWatch,
} from 'react-hook-form'
import type { Image, Snapshot } from '~/api/__generated__/Api'
import { ComboboxField } from '~/components/form/combobox-field'
import { NumberField } from '~/components/form/number-field'
import { SelectField } from '~/components/form/select-field'
import { IdentityFields, TextField } from '~/components/form/text-field'
import { UploadFileField } from '~/components/form/upload-file-field'
import { validateName } from '~/util/names'
import { formatBytes } from '~/util/units'
import { fileProblem } from '~/util/upload'
import { blockSizes, type DiskFormValues, MAX_DISK_GIB, minSizeGiB } from './disk-form-values'

const sourceItems = [
  { value: 'blank', label: 'Blank' },
  { value: 'snapshot', label: 'Snapshot' },
  { value: 'image', label: 'Image' },
  { value: 'upload', label: 'Upload image file' },
]

/**
 * A disk's size in GiB, from 1 to the API's most; a disk made from something
 * (an image, a snapshot, a file) is at least as big as it.
 */
export function DiskSizeField<T extends FieldValues>({
  control,
  name,
  label,
  madeFrom,
}: {
  control: Control<T>
  name: Path<T>
  label: string
  /** what the disk is made from ("image", "file"…) and its size */
  madeFrom?: { what: string; minGiB: number } | false | null
}) {
  return (
    <NumberField
      control={control}
      name={name}
      label={label}
      unit="GiB"
      min={1}
      max={MAX_DISK_GIB}
      required
      validate={(v) =>
        madeFrom && v < madeFrom.minGiB
          ? `Must be at least the ${madeFrom.what} size (${madeFrom.minGiB} GiB)`
          : undefined
      }
    />
  )
}

export const blockSizeItems = blockSizes.map((b) => ({ value: String(b), label: `${b} bytes` }))

/** A pick of existing disks, by name: "data (10 GiB)". */
export const diskItems = (disks: { name: string; size: number }[]) =>
  disks.map((d) => ({ value: d.name, label: `${d.name} (${formatBytes(d.size)})` }))

/**
 * Name, description, source (blank, snapshot, image or an uploaded file), block
 * size and size of a new disk; an upload also takes the file and an optional
 * snapshot name for finalize.
 */
export function DiskFormFields({
  form,
  images,
  snapshots,
  upload = true,
}: {
  form: UseFormReturn<DiskFormValues>
  /** silo and project images */
  images: Image[]
  /** only snapshots a disk can be made from (ready ones) */
  snapshots: Snapshot[]
  /**
   * whether a file can be the source: not for a disk made with a new instance,
   * as an upload needs the disks page's import flow
   */
  upload?: boolean
}) {
  const { control, getValues, setValue } = form
  const [source, snapshotId, imageId, file] = useWatch({
    control,
    name: ['source', 'snapshotId', 'imageId', 'file'],
  })
  const from =
    source === 'snapshot'
      ? snapshots.find((s) => s.id === snapshotId)
      : source === 'image'
        ? images.find((i) => i.id === imageId)
        : source === 'upload'
          ? file
          : undefined
  const minGiB = minSizeGiB(from)

  // a disk is at least as big as what it is made from; an upload starts at just big enough
  useEffect(() => {
    const size = getValues('sizeGiB')
    const fit = source === 'upload' || Number.isNaN(size) || size < minGiB
    if (from && fit) setValue('sizeGiB', minGiB)
  }, [from, minGiB, source, getValues, setValue])

  return (
    <>
      <IdentityFields control={control} />
      <SelectField
        control={control}
        name="source"
        label="Source"
        items={upload ? sourceItems : sourceItems.filter((s) => s.value !== 'upload')}
      />
      {(source === 'blank' || source === 'upload') && (
        <SelectField control={control} name="blockSize" label="Block size" items={blockSizeItems} />
      )}
      {source === 'upload' && (
        <>
          <UploadFileField
            control={control}
            name="file"
            label="Image file"
            required
            description="A raw disk image, written to the new disk as it is."
            validate={fileProblem}
          />
          <TextField
            control={control}
            name="snapshotName"
            label="Snapshot name"
            description="Optional: take a snapshot of the disk once the upload is done."
            validate={(v) => (v.trim() ? validateName(v.trim()) : undefined)}
          />
        </>
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
          items={images.map((i) => ({
            value: i.id,
            label: `${i.name} (${i.projectId ? 'project' : 'silo'} image, ${formatBytes(i.size)})`,
          }))}
          required
        />
      )}
      <DiskSizeField
        control={control}
        name="sizeGiB"
        label="Size"
        madeFrom={from && { what: source === 'upload' ? 'file' : source, minGiB }}
      />
    </>
  )
}
