import type { Instance } from '~/api/__generated__/Api'
import { invalidate, mutate, queryClient } from '~/api/query'
import { checkRoom, noSledRoomText } from '~/api/room-left'
import { allowedStatesText, type InstanceAction, instanceCan } from '~/api/states'
import { confirmAction } from '~/ui/confirm'
import type { MenuItem } from '~/ui/dropdown-menu'
import { addToast } from '~/ui/toast'
import { runNeed } from '~/util/room-left'

/** Why an action is not allowed in the instance's state, or undefined when it is. */
export const instanceDisabledReason = (
  action: InstanceAction,
  instance: Pick<Instance, 'runState'>,
) => (instanceCan(action, instance) ? undefined : allowedStatesText('instance', action))

/** Everything an instance change makes stale. */
export const instanceQueries = [
  'instanceList',
  'instanceView',
  'instanceDiskList',
  'diskList',
] as const
export const invalidateInstances = () => invalidate(...instanceQueries)

/**
 * The instance as the API answered a start, stop or reboot (`starting`, `stopping`,
 * `rebooting`): its row in every list read and its own page show that state at once,
 * not a round trip later when the lists are read again.
 */
export function showInstance(instance: Instance) {
  queryClient.setQueriesData<{ items?: Instance[] }>({ queryKey: ['instanceList'] }, (list) =>
    list?.items?.some((i) => i.id === instance.id)
      ? { ...list, items: list.items.map((i) => (i.id === instance.id ? instance : i)) }
      : list,
  )
  queryClient.setQueriesData<Instance>({ queryKey: ['instanceView'] }, (view) =>
    view?.id === instance.id ? instance : view,
  )
  return instance
}

type Lifecycle = 'start' | 'stop' | 'reboot'

const lifecycle = {
  start: { op: 'instanceStart', label: 'Start', done: 'Starting instance' },
  stop: { op: 'instanceStop', label: 'Stop', done: 'Stopping instance' },
  reboot: { op: 'instanceReboot', label: 'Reboot', done: 'Rebooting instance' },
} as const

/** `note`: what the toast says after the instance's name (no sled has room for it, an estimate). */
function run(action: Lifecycle, instance: Instance, note?: string) {
  const { op, done } = lifecycle[action]
  return mutate(
    op,
    { path: { instance: instance.id } },
    {
      // said as the API accepts it, with the row's new state, not after the lists are read again
      beforeInvalidate: (answer) => {
        showInstance(answer)
        addToast({ title: done, content: note ? `${instance.name}. ${note}` : instance.name })
      },
      invalidates: instanceQueries,
    },
  )
}

/**
 * A start over the silo's room left is not sent: the toast names what is short.
 * For fleet viewers, the sleds are read beside the silo's figures and, when none
 * has room for it, the toast says so (an estimate: the start still goes).
 */
function startInstance(instance: Instance) {
  const sleds = noSledRoomText(instance)
  checkRoom(runNeed(instance))
    .then(async () => run('start', instance, await sleds))
    .catch((e: Error) =>
      addToast({ variant: 'error', title: 'Could not start instance', content: e.message }),
    )
}

function confirmLifecycle(action: 'stop' | 'reboot', instance: Instance) {
  const label = lifecycle[action].label
  confirmAction({
    title: `${label} instance`,
    body: (
      <>
        {label} instance <strong>{instance.name}</strong>?{' '}
        {action === 'stop'
          ? 'Everything running on it stops.'
          : 'Everything running on it restarts.'}
      </>
    ),
    confirmLabel: label,
    errorTitle: `Could not ${action} instance`,
    action: () => run(action, instance),
  })
}

function confirmDelete(instance: Instance, onDeleted?: () => unknown) {
  confirmAction({
    title: 'Delete instance',
    body: (
      <>
        Delete instance <strong>{instance.name}</strong>? Its disks are detached and kept. This
        cannot be undone.
      </>
    ),
    confirmLabel: 'Delete',
    errorTitle: 'Could not delete instance',
    action: async () => {
      await mutate(
        'instanceDelete',
        { path: { instance: instance.id } },
        { invalidates: ['instanceList', 'diskList'] },
      )
      await onDeleted?.()
      addToast({ title: 'Instance deleted', content: instance.name })
    },
  })
}

/** Start, stop, reboot and delete, each enabled only where the state table allows it. */
export function instanceMenuItems(
  instance: Instance,
  { onDeleted }: { onDeleted?: () => unknown } = {},
): MenuItem[] {
  return [
    {
      label: 'Start',
      disabledReason: instanceDisabledReason('start', instance),
      onSelect: () => startInstance(instance),
    },
    {
      label: 'Stop',
      disabledReason: instanceDisabledReason('stop', instance),
      onSelect: () => confirmLifecycle('stop', instance),
    },
    {
      label: 'Reboot',
      disabledReason: instanceDisabledReason('reboot', instance),
      onSelect: () => confirmLifecycle('reboot', instance),
    },
    {
      label: 'Delete',
      destructive: true,
      disabledReason: instanceDisabledReason('delete', instance),
      onSelect: () => confirmDelete(instance, onDeleted),
    },
  ]
}
