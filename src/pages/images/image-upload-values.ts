import type { BlockSize } from '~/api/__generated__/Api'
import { genName } from '~/util/names'

export type ImageUploadValues = {
  name: string
  description: string
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
