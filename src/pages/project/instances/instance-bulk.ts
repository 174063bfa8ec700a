import type { Instance } from '~/api/__generated__/Api'
import { mutate, readFresh } from '~/api/query'
import { type InstanceAction, instanceCan } from '~/api/states'
import { afterDelete } from '~/components/bulk/after-delete'
import { type BulkAction, type BulkActions, stateReason } from '~/components/bulk/bulk-action'
import { instanceDisabledReason, invalidateInstances, showInstance } from './instance-actions'

/** Why a bulk action skips this instance: the row menu's rule, with the instance named. */
export function instanceBulkReason(action: InstanceAction, instance: Instance) {
  const reason = instanceDisabledReason(action, instance)
  if (!reason) return undefined
  const { name, runState } = instance
  if (runState === 'running' && action === 'start') return `${name} is already running`
  if (runState === 'stopped' && action === 'stop') return `${name} is already stopped`
  // what a person does next, when the menu has it: stop it, then delete it
  if (action === 'delete' && instanceCan('stop', instance)) {
    return `${name} is ${runState}: stop it first`
  }
  return stateReason(name, runState, reason)
}

const noun = ['instance', 'instances'] as const

/** The instance as it is now: a resumed run skips one already stopped, started or gone */
const current = (i: Instance) => readFresh('instanceView', { path: { instance: i.id } })

/** A resumed run reads first: an instance already stopped (say) is not sent the stop again */
const alreadyDone = (action: InstanceAction) => async (i: Instance) =>
  instanceBulkReason(action, await current(i))

const lifecycle = (
  action: 'start' | 'stop' | 'reboot',
  label: string,
  done: string,
  op: 'instanceStart' | 'instanceStop' | 'instanceReboot',
): BulkAction<Instance> => ({
  label,
  done,
  noun,
  notApplicable: (i) => instanceBulkReason(action, i),
  run: async (i) => showInstance(await mutate(op, { path: { instance: i.id } })),
  finish: invalidateInstances,
  resume: { alreadyDone: alreadyDone(action) },
})

/** The instance list's bulk actions: the row menu's start, stop, reboot and delete. */
export const instanceBulkActions: BulkActions<Instance> = {
  actions: [
    lifecycle('start', 'Start', 'starting', 'instanceStart'),
    lifecycle('stop', 'Stop', 'stopping', 'instanceStop'),
    lifecycle('reboot', 'Reboot', 'rebooting', 'instanceReboot'),
    {
      label: 'Delete',
      done: 'deleted',
      noun,
      destructive: true,
      note: 'Their disks are detached and kept. This cannot be undone',
      notApplicable: (i) => instanceBulkReason('delete', i),
      run: (i) => mutate('instanceDelete', { path: { instance: i.id } }),
      finish: afterDelete('instance', 'instanceList', 'diskList'),
      // a resumed run reads first: gone is done, one still there is sent
      resume: { alreadyDone: async (i) => void (await current(i)), deletes: true },
    },
  ],
}
