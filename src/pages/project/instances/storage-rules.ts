import type { Disk, Instance } from '~/api/__generated__/Api'
import { allowedStatesText, diskCan, instanceCan } from '~/api/states'

type I = Pick<Instance, 'runState' | 'bootDiskId'>
type D = Pick<Disk, 'id' | 'state'>

/** Why a disk cannot be detached from the instance now, or undefined. */
export function detachReason(instance: I, disk: D): string | undefined {
  if (disk.id === instance.bootDiskId) return 'Unset it as the boot disk first'
  if (!instanceCan('detachDisk', instance)) return allowedStatesText('instance', 'detachDisk')
  if (!diskCan('detach', disk)) return allowedStatesText('disk', 'detach')
  return undefined
}

/** Why a disk cannot become the boot disk now, or undefined. */
export function setBootReason(instance: I, disk: D): string | undefined {
  if (!instanceCan('updateBootDisk', instance)) {
    return allowedStatesText('instance', 'updateBootDisk')
  }
  if (!diskCan('setAsBootDisk', disk)) return allowedStatesText('disk', 'setAsBootDisk')
  return undefined
}

/** Why the boot disk cannot be unset now, or undefined. */
export const unsetBootReason = (instance: I) =>
  instanceCan('updateBootDisk', instance)
    ? undefined
    : allowedStatesText('instance', 'updateBootDisk')

/** Why no disk can be attached (or created and attached) now, or undefined. */
export const attachReason = (instance: I) =>
  instanceCan('attachDisk', instance) ? undefined : allowedStatesText('instance', 'attachDisk')

/** The instance's boot disk and the others, each in API order. */
export function splitBootDisk<T extends D>(instance: I, disks: T[]) {
  return {
    boot: disks.find((d) => d.id === instance.bootDiskId),
    others: disks.filter((d) => d.id !== instance.bootDiskId),
  }
}
