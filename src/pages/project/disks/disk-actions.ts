import type { Disk } from '~/api/__generated__/Api'
import { invalidate, mutate } from '~/api/query'
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

/** A disk left mid-import (say, by an upload in a closed tab): finalize makes it an ordinary disk. */
export const isImporting = (disk: Pick<Disk, 'state'>) =>
  disk.state.state === 'import_ready' || disk.state.state === 'importing_from_bulk_writes'

/** Stop the import if it is running, then finalize: the disk is detached, usable and deletable. */
export async function finalizeImport(disk: Disk) {
  try {
    const path = { disk: disk.id }
    if (disk.state.state === 'importing_from_bulk_writes') {
      await mutate('diskBulkWriteImportStop', { path })
    }
    await mutate(
      'diskFinalizeImport',
      { path, body: {} },
      { toast: { title: 'Import finalized', content: disk.name } },
    )
  } catch (e) {
    addToast({
      variant: 'error',
      title: 'Could not finalize import',
      content: (e as Error).message,
    })
  } finally {
    // the list shows where the disk got to, a stop without its finalize too
    await invalidate('diskList')
  }
}

/** Snapshot a disk under a generated name, with a toast either way. */
export async function snapshotDisk(disk: Disk) {
  await mutate(
    'snapshotCreate',
    {
      query: { project: disk.projectId },
      body: { name: genName(disk.name), description: `Snapshot of ${disk.name}`, disk: disk.id },
    },
    {
      invalidates: ['snapshotList'],
      toast: (snapshot) => ({ title: 'Snapshot created', content: snapshot.name }),
      errorTitle: 'Could not snapshot disk',
    },
  )
}
