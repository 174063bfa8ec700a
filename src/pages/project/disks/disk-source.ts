import type { Disk } from '~/api/__generated__/Api'

export type DiskSource =
  | { kind: 'Image'; id: string }
  | { kind: 'Snapshot'; id: string }
  | { kind: 'Blank' }

/** What a disk was made from: an image, a snapshot, or nothing (a blank disk). */
export function diskSource(disk: Pick<Disk, 'imageId' | 'snapshotId'>): DiskSource {
  if (disk.imageId) return { kind: 'Image', id: disk.imageId }
  if (disk.snapshotId) return { kind: 'Snapshot', id: disk.snapshotId }
  return { kind: 'Blank' }
}
