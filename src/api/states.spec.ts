import { describe, expect, it } from 'vitest'
import type { Disk, Instance, InstanceState, SnapshotState } from '~/api/__generated__/Api'
import {
  allowedStatesText,
  type DiskAction,
  type DiskStateName,
  diskActions,
  diskCan,
  type InstanceAction,
  instanceActions,
  instanceCan,
  isAutoRestartDue,
  isInstanceTransitional,
  type SnapshotAction,
  snapshotActions,
  snapshotCan,
} from './states'

// the product's state tables, written out again here so the module is checked against an
// independent copy rather than against itself
const instanceStates: InstanceState[] = [
  'creating',
  'starting',
  'running',
  'rebooting',
  'stopping',
  'stopped',
  'repairing',
  'migrating',
  'failed',
  'destroyed',
]
const instanceTable: [InstanceAction, InstanceState[]][] = [
  ['start', ['stopped', 'failed']],
  ['delete', ['stopped', 'failed']],
  ['resize', ['stopped', 'failed', 'creating']],
  ['updateBootDisk', ['stopped', 'failed', 'creating']],
  ['reboot', ['running']],
  ['stop', ['running', 'starting', 'rebooting', 'failed']],
  ['detachDisk', ['creating', 'stopped', 'failed']],
  ['attachDisk', ['creating', 'stopped']],
  ['updateNic', ['stopped']],
  ['serialConsole', ['running', 'rebooting', 'migrating', 'repairing']],
  ['addToAffinityGroup', ['stopped']],
]

const diskStates: DiskStateName[] = [
  'attached',
  'attaching',
  'creating',
  'detaching',
  'detached',
  'destroyed',
  'faulted',
  'maintenance',
  'import_ready',
  'importing_from_url',
  'importing_from_bulk_writes',
  'finalizing',
]
const diskTable: [DiskAction, DiskStateName[]][] = [
  ['delete', ['detached', 'faulted']],
  ['snapshot', ['attached', 'detached']],
  ['attach', ['creating', 'detached']],
  ['detach', ['attached']],
  ['setAsBootDisk', ['attached']],
]

const snapshotStates: SnapshotState[] = ['creating', 'destroyed', 'faulted', 'ready']
const snapshotTable: [SnapshotAction, SnapshotState[]][] = [
  ['delete', ['ready', 'faulted']],
  ['createImage', ['ready']],
]

const others = <S>(all: S[], allowed: S[]) => all.filter((s) => !allowed.includes(s))

describe('instance actions', () => {
  it('cover exactly the rows of the table', () => {
    expect(Object.keys(instanceActions).sort()).toEqual(instanceTable.map(([a]) => a).sort())
  })

  it.each(instanceTable)('%s is allowed only in %j', (action, allowed) => {
    expect([...instanceActions[action]].sort()).toEqual([...allowed].sort())
    for (const runState of allowed) expect(instanceCan(action, { runState }), runState).toBe(true)
    for (const runState of others(instanceStates, allowed)) {
      expect(instanceCan(action, { runState }), runState).toBe(false)
    }
  })
})

describe('disk actions', () => {
  it('cover exactly the rows of the table', () => {
    expect(Object.keys(diskActions).sort()).toEqual(diskTable.map(([a]) => a).sort())
  })

  it.each(diskTable)('%s is allowed only in %j', (action, allowed) => {
    expect([...diskActions[action]].sort()).toEqual([...allowed].sort())
    for (const state of allowed) expect(diskCan(action, { state: { state } }), state).toBe(true)
    for (const state of others(diskStates, allowed)) {
      expect(diskCan(action, { state: { state } }), state).toBe(false)
    }
  })

  it('takes a whole disk', () => {
    const disk = { state: { state: 'attached', instance: 'i-1' } } as Pick<Disk, 'state'>
    expect(diskCan('detach', disk)).toBe(true)
    expect(diskCan('delete', disk)).toBe(false)
  })
})

describe('snapshot actions', () => {
  it.each(snapshotTable)('%s is allowed only in %j', (action, allowed) => {
    expect([...snapshotActions[action]].sort()).toEqual([...allowed].sort())
    for (const state of allowed) expect(snapshotCan(action, { state }), state).toBe(true)
    for (const state of others(snapshotStates, allowed)) {
      expect(snapshotCan(action, { state }), state).toBe(false)
    }
  })
})

describe('allowedStatesText', () => {
  it('lists the allowed states', () => {
    expect(allowedStatesText('instance', 'start')).toBe(
      'Only available when the instance is stopped or failed',
    )
    expect(allowedStatesText('instance', 'reboot')).toBe(
      'Only available when the instance is running',
    )
    expect(allowedStatesText('instance', 'serialConsole')).toBe(
      'Only available when the instance is running, rebooting, migrating, or repairing',
    )
    expect(allowedStatesText('disk', 'delete')).toBe(
      'Only available when the disk is detached or faulted',
    )
    expect(allowedStatesText('snapshot', 'createImage')).toBe(
      'Only available when the snapshot is ready',
    )
  })
})

describe('isInstanceTransitional', () => {
  const busy: InstanceState[] = ['creating', 'starting', 'stopping', 'rebooting']
  it.each(busy)('%s is transitional', (runState) =>
    expect(isInstanceTransitional({ runState })).toBe(true),
  )
  it.each(others(instanceStates, busy))('%s is not', (runState) =>
    expect(isInstanceTransitional({ runState })).toBe(false),
  )
})

describe('isAutoRestartDue', () => {
  const now = new Date('2025-01-01T12:00:00Z')
  const failed: Pick<
    Instance,
    'runState' | 'autoRestartEnabled' | 'autoRestartCooldownExpiration'
  > = { runState: 'failed', autoRestartEnabled: true }

  it('is due for a failed instance with auto-restart and no cooldown', () => {
    expect(isAutoRestartDue(failed, now)).toBe(true)
    expect(isAutoRestartDue({ ...failed, autoRestartCooldownExpiration: null }, now)).toBe(true)
  })

  it('is due once the cooldown has passed', () => {
    const expiration = (iso: string) => ({
      ...failed,
      autoRestartCooldownExpiration: new Date(iso),
    })
    expect(isAutoRestartDue(expiration('2025-01-01T11:59:59Z'), now)).toBe(true)
    expect(isAutoRestartDue(expiration('2025-01-01T12:00:00Z'), now)).toBe(true)
    expect(isAutoRestartDue(expiration('2025-01-01T12:00:01Z'), now)).toBe(false)
  })

  it('is not due without auto-restart', () => {
    expect(isAutoRestartDue({ ...failed, autoRestartEnabled: false }, now)).toBe(false)
  })

  it.each(others<InstanceState>(instanceStates, ['failed']))('is not due when %s', (runState) => {
    expect(isAutoRestartDue({ ...failed, runState }, now)).toBe(false)
  })

  it('defaults to the current time', () => {
    const past = new Date(Date.now() - 60_000)
    const future = new Date(Date.now() + 60_000)
    expect(isAutoRestartDue({ ...failed, autoRestartCooldownExpiration: past })).toBe(true)
    expect(isAutoRestartDue({ ...failed, autoRestartCooldownExpiration: future })).toBe(false)
  })
})
