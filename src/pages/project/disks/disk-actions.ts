import type { Disk } from '~/api/__generated__/Api'
import { callApi } from '~/api/client'
import { invalidate } from '~/api/query'
import { allowedStatesText, type DiskAction, diskCan } from '~/api/states'
import { addToast } from '~/ui/toast'
import { genName } from '~/util/names'

/** Why a disk action is not allowed in the disk's state, or undefined when it is. */
export const diskDisabledReason = (action: DiskAction, disk: Pick<Disk, 'state'>) =>
  diskCan(action, disk) ? undefined : allowedStatesText('disk', action)

/** The instance a disk is attached to (or attaching to, detaching from), if any. */
export const diskInstanceId = (disk: Pick<Disk, 'state'>) =>
  'instance' in disk.state ? disk.state.instance : undefined

// states a disk leaves by itself, so a list showing one polls
const busy = ['creating', 'attaching', 'detaching', 'finalizing']

export const isDiskBusy = (disk: Pick<Disk, 'state'>) => busy.includes(disk.state.state)

/** Snapshot a disk under a generated name, with a toast either way. */
export async function snapshotDisk(disk: Disk) {
  try {
    const snapshot = await callApi('snapshotCreate', {
      query: { project: disk.projectId },
      body: { name: genName(disk.name), description: `Snapshot of ${disk.name}`, disk: disk.id },
    })
    await invalidate('snapshotList')
    addToast({ title: 'Snapshot created', content: snapshot.name })
  } catch (e) {
    addToast({ variant: 'error', title: 'Could not snapshot disk', content: (e as Error).message })
  }
}
