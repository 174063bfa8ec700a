import type { BlockSize, DiskCreate } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'
import type { IdentityValues } from '~/util/names'
import { GiB } from '~/util/units'

export type DiskSourceType = 'blank' | 'snapshot' | 'image' | 'upload'

export type DiskFormValues = IdentityValues & {
  source: DiskSourceType
  /** a select's value, so a string: "512", "2048" or "4096" */
  blockSize: string
  snapshotId: string
  imageId: string
  sizeGiB: number
  /** the disk image file to upload (source `upload`) */
  file: File | null
  /** a snapshot taken when the upload is finalized (source `upload`); optional */
  snapshotName: string
}

export const MAX_DISK_GIB = 1023
export const blockSizes: BlockSize[] = [512, 2048, 4096]

export const emptyDisk: DiskFormValues = {
  name: '',
  description: '',
  source: 'blank',
  blockSize: '4096',
  snapshotId: '',
  imageId: '',
  sizeGiB: 10,
  file: null,
  snapshotName: '',
}

/** The smallest whole number of GiB a disk made from this image, snapshot or file can have. */
export const minSizeGiB = (from: { size: number } | null | undefined) =>
  from ? Math.max(1, Math.ceil(from.size / GiB)) : 1

/** The form as the API's disk create body. A blank disk has a block size; the others take the source's. */
export function valuesToDiskCreate(values: DiskFormValues): DiskCreate {
  const diskSource =
    values.source === 'snapshot'
      ? { type: 'snapshot' as const, snapshotId: values.snapshotId }
      : values.source === 'image'
        ? { type: 'image' as const, imageId: values.imageId }
        : { type: 'blank' as const, blockSize: Number(values.blockSize) as BlockSize }
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    size: values.sizeGiB * GiB,
    diskBackend: { type: 'distributed', diskSource },
  }
}

/** The form as the upload flow's parameters (source `upload`): an import-ready disk, then the file. */
export function valuesToDiskImport(values: DiskFormValues) {
  const snapshotName = values.snapshotName.trim()
  return {
    disk: {
      name: values.name.trim(),
      description: values.description.trim(),
      size: values.sizeGiB * GiB,
    },
    blockSize: Number(values.blockSize) as BlockSize,
    ...(snapshotName ? { snapshotName } : {}),
  }
}

/** A disk from blank, snapshot or image is one call; an upload is several (none shown). */
export const diskCreateRequest = (v: DiskFormValues, project: string) =>
  v.source === 'upload'
    ? undefined
    : apiRequest('diskCreate', { query: { project }, body: valuesToDiskCreate(v) })

/** Attach a disk (by name or id) to an instance (by id). */
export const diskAttachRequest = (instance: string, disk: string) =>
  apiRequest('instanceDiskAttach', { path: { instance }, body: { disk } })
