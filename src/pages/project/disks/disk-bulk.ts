import type { Disk } from '~/api/__generated__/Api'
import { mutate, readFresh } from '~/api/query'
import { afterDelete } from '~/components/bulk/after-delete'
import { type BulkActions, readBeforeDelete, stateReason } from '~/components/bulk/bulk-action'
import { diskDisabledReason } from './disk-actions'

/** Why a bulk delete skips this disk: the row menu's rule, with the disk named. */
export function diskDeleteReason(disk: Disk, instanceName: (id: string) => string) {
  const reason = diskDisabledReason('delete', disk)
  if (!reason) return undefined
  const { state } = disk
  if (state.state === 'attached') {
    return `${disk.name} is attached to ${instanceName(state.instance)}: detach it first`
  }
  return stateReason(disk.name, state.state, reason)
}

/** The disk list's bulk delete. */
export const diskBulkActions = (instanceName: (id: string) => string): BulkActions<Disk> => ({
  actions: [
    {
      label: 'Delete',
      done: 'deleted',
      noun: ['disk', 'disks'],
      destructive: true,
      note: 'Their data is lost. This cannot be undone',
      notApplicable: (d) => diskDeleteReason(d, instanceName),
      run: (d) => mutate('diskDelete', { path: { disk: d.id } }),
      finish: afterDelete('disk', 'diskList'),
      resume: readBeforeDelete((d) => readFresh('diskView', { path: { disk: d.id } })),
    },
  ],
})
