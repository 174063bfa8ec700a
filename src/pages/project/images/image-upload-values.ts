import type { BlockSize } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'
import { placeholder } from '~/api/request-text'
import { genName, type IdentityValues } from '~/util/names'

export type ImageUploadValues = IdentityValues & {
  os: string
  version: string
  /** a select's value, so a string: "512", "2048" or "4096" */
  blockSize: string
  file: File | null
}

// 512 fits most disk images; bootable ISOs use 2048
export const emptyImageUpload: ImageUploadValues = {
  name: '',
  description: '',
  os: '',
  version: '',
  blockSize: '512',
  file: null,
}

/**
 * The upload's last call, as the form's "Equivalent CLI / API" panel shows
 * it: the image from the snapshot of the uploaded disk, whose id is known
 * only once the upload has made it (a placeholder). The calls before it
 * create the disk, write the file's blocks and snapshot the disk.
 */
export const imageUploadRequest = (values: ImageUploadValues, project: string) =>
  apiRequest('imageCreate', {
    query: { project },
    body: {
      ...valuesToImageUpload(values).image,
      source: { type: 'snapshot', id: placeholder('SNAPSHOT_ID') },
    },
  })

/** The form as the upload flow's parameters, with fresh names for the temporary disk and snapshot. */
export function valuesToImageUpload(values: ImageUploadValues) {
  const name = values.name.trim()
  return {
    image: {
      name,
      description: values.description.trim(),
      os: values.os.trim(),
      version: values.version.trim(),
    },
    blockSize: Number(values.blockSize) as BlockSize,
    diskName: genName(name, 'upload'),
    snapshotName: genName(name, 'upload-snapshot'),
  }
}
