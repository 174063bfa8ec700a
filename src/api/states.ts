import type { DiskState, Instance, InstanceState, SnapshotState } from '~/api/__generated__/Api'
import { orList } from '~/util/or-list'

export type DiskStateName = DiskState['state']

export type InstanceAction =
  | 'start'
  | 'delete'
  | 'resize'
  | 'updateBootDisk'
  | 'reboot'
  | 'stop'
  | 'detachDisk'
  | 'attachDisk'
  | 'updateNic'
  | 'serialConsole'
  | 'addToAffinityGroup'

export type DiskAction = 'delete' | 'snapshot' | 'attach' | 'detach' | 'setAsBootDisk'
export type SnapshotAction = 'delete' | 'createImage'

/** Instance actions and the states that allow them. Shared by the mock API and the UI. */
export const instanceActions: Record<InstanceAction, readonly InstanceState[]> = {
  start: ['stopped', 'failed'],
  delete: ['stopped', 'failed'],
  resize: ['stopped', 'failed', 'creating'],
  updateBootDisk: ['stopped', 'failed', 'creating'],
  reboot: ['running'],
  stop: ['running', 'starting', 'rebooting', 'failed'],
  detachDisk: ['creating', 'stopped', 'failed'],
  attachDisk: ['creating', 'stopped'],
  updateNic: ['stopped'],
  serialConsole: ['running', 'rebooting', 'migrating', 'repairing'],
  addToAffinityGroup: ['stopped'],
}

/** Disk actions and the states that allow them. */
export const diskActions: Record<DiskAction, readonly DiskStateName[]> = {
  delete: ['detached', 'faulted'],
  snapshot: ['attached', 'detached'],
  attach: ['creating', 'detached'],
  detach: ['attached'],
  setAsBootDisk: ['attached'],
}

// the API gives snapshot states but no rule for what each allows; this is our reading
export const snapshotActions: Record<SnapshotAction, readonly SnapshotState[]> = {
  delete: ['ready', 'faulted'],
  createImage: ['ready'],
}

export const instanceCan = (action: InstanceAction, { runState }: Pick<Instance, 'runState'>) =>
  instanceActions[action].includes(runState)

export const diskCan = (action: DiskAction, disk: { state: { state: DiskStateName } }) =>
  diskActions[action].includes(disk.state.state)

export const snapshotCan = (action: SnapshotAction, { state }: { state: SnapshotState }) =>
  snapshotActions[action].includes(state)

const tables = { instance: instanceActions, disk: diskActions, snapshot: snapshotActions }

/** Tooltip for a disabled action: `Only available when the instance is stopped or failed`. */
export function allowedStatesText(kind: 'instance', action: InstanceAction): string
export function allowedStatesText(kind: 'disk', action: DiskAction): string
export function allowedStatesText(kind: 'snapshot', action: SnapshotAction): string
export function allowedStatesText(kind: keyof typeof tables, action: string): string {
  const states = (tables[kind] as Record<string, readonly string[]>)[action]
  return `Only available when the ${kind} is ${orList(states.map((s) => s.replaceAll('_', ' ')))}`
}

// an instance is busy while creating, starting, stopping or rebooting
const transitional: readonly InstanceState[] = ['creating', 'starting', 'stopping', 'rebooting']

export const isInstanceTransitional = ({ runState }: Pick<Instance, 'runState'>) =>
  transitional.includes(runState)

/** Failed, auto-restart on, and no cooldown expiration or it has passed. */
export function isAutoRestartDue(
  instance: Pick<Instance, 'runState' | 'autoRestartEnabled' | 'autoRestartCooldownExpiration'>,
  now: Date = new Date(),
): boolean {
  const { runState, autoRestartEnabled, autoRestartCooldownExpiration: expiration } = instance
  if (runState !== 'failed' || !autoRestartEnabled) return false
  return !expiration || expiration.getTime() <= now.getTime()
}
