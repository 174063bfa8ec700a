import { useEffect } from 'react'
import { type UseFormReturn, useWatch } from 'react-hook-form'
import type { Image } from '~/api/__generated__/Api'
import { ComboboxField } from '~/components/form/combobox-field'
import { SelectField } from '~/components/form/select-field'
import { DiskSizeField } from '~/pages/project/disks/disk-form-fields'
import { formatBytes } from '~/util/units'
import { type InstanceFormValues, minDiskGiB } from './instance-form-values'

const sourceItems = [
  { value: 'silo', label: 'Silo images' },
  { value: 'project', label: 'Project images' },
]

const imageLabel = (i: Image) => `${i.name} (${i.os} ${i.version}, ${formatBytes(i.size)})`

/** The boot disk: a new disk made from a silo or project image, with its size. */
export function BootDiskSection({
  form,
  siloImages,
  projectImages,
}: {
  form: UseFormReturn<InstanceFormValues>
  siloImages: Image[]
  projectImages: Image[]
}) {
  const { control, setValue, getValues } = form
  const [source, imageId] = useWatch({ control, name: ['imageSource', 'imageId'] })
  const images = source === 'project' ? projectImages : siloImages
  const image = images.find((i) => i.id === imageId)
  const minGiB = minDiskGiB(image)

  // a new source has other images: the picked one no longer applies
  useEffect(() => {
    if (!images.some((i) => i.id === getValues('imageId'))) setValue('imageId', '')
  }, [images, getValues, setValue])

  // picking an image makes the disk at least as big as the image
  useEffect(() => {
    const size = getValues('bootDiskSizeGiB')
    if (image && (Number.isNaN(size) || size < minGiB)) setValue('bootDiskSizeGiB', minGiB)
  }, [image, minGiB, getValues, setValue])

  return (
    <fieldset className="compute-fieldset">
      <legend className="compute-legend">Boot disk</legend>
      <SelectField control={control} name="imageSource" label="Image source" items={sourceItems} />
      {images.length === 0 ? (
        <p className="field-help">
          {source === 'project'
            ? 'This project has no images. Pick a silo image instead.'
            : 'This silo has no images.'}
        </p>
      ) : (
        <ComboboxField
          control={control}
          name="imageId"
          label="Image"
          placeholder="Pick an image"
          items={images.map((i) => ({ value: i.id, label: imageLabel(i) }))}
          required
        />
      )}
      <DiskSizeField
        control={control}
        name="bootDiskSizeGiB"
        label="Disk size"
        madeFrom={image && { what: 'image', minGiB }}
      />
    </fieldset>
  )
}
