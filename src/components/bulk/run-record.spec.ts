import { describe, expect, it } from 'vitest'
import { memoryStorage } from '../../../test/unit/memory-storage'

import { bulkRecord, bulkScope, keptStatuses, rowsToResume, withStatuses } from './bulk-persist'
import {
  clearRun,
  countItems,
  isUnfinished,
  loadRun,
  markItem,
  type RunRecord,
  runStorageKey,
  saveRun,
  whereItStopped,
} from './run-record'

const record = (scope: string): RunRecord<null> => ({
  scope,
  action: 'Stop',
  title: 'Stop 3 instances',
  items: [
    { key: 'a', name: 'web-1', status: 'done' },
    { key: 'b', name: 'web-2', status: 'failed', message: 'boom' },
    { key: 'c', name: 'web-3', status: 'pending' },
  ],
  data: null,
  startedAt: '2026-11-29T00:00:00.000Z',
})

describe('run record', () => {
  it('is kept per user and silo', () => {
    expect(runStorageKey({ id: 'u1', siloName: 'acme' })).toBe('oxide.runs.acme.u1')
    expect(runStorageKey({ id: 'u1', siloName: 'globex' })).not.toBe(
      runStorageKey({ id: 'u1', siloName: 'acme' }),
    )
    expect(runStorageKey(undefined)).toBe('oxide.runs.anonymous')
  })

  it('saves, loads and clears one run per scope', () => {
    const store = memoryStorage()
    const key = runStorageKey({ id: 'u1', siloName: 'acme' })
    saveRun(store, key, record('x'))
    saveRun(store, key, record('y'))
    expect(loadRun(store, key, 'x')).toEqual(record('x'))
    expect(loadRun(store, 'oxide.runs.acme.u2', 'x')).toBeUndefined()
    clearRun(store, key, 'x')
    expect(loadRun(store, key, 'x')).toBeUndefined()
    expect(loadRun(store, key, 'y')).toEqual(record('y'))
    clearRun(store, key, 'y')
    expect(store.map.size).toBe(0)
  })

  it('reads a damaged store as empty', () => {
    const store = memoryStorage()
    store.setItem('k', '{not json')
    expect(loadRun(store, 'k', 'x')).toBeUndefined()
    store.setItem('k', JSON.stringify({ x: { items: 'no' } }))
    expect(loadRun(store, 'k', 'x')).toBeUndefined()
  })

  it('counts and says where a run stopped', () => {
    const r = record('x')
    expect(countItems(r)).toEqual({ done: 1, failed: 1, pending: 1 })
    expect(isUnfinished(r)).toBe(true)
    expect(whereItStopped(r)).toBe(
      'Stop 3 instances stopped at 1 of 3: 1 done, 1 failed, 1 not done',
    )
    const done = markItem(markItem(r, 'b', 'done'), 'c', 'done', 'web-3 is already stopped')
    expect(done.items[1]).toEqual({ key: 'b', name: 'web-2', status: 'done', message: undefined })
    expect(done.items[2].message).toBe('web-3 is already stopped')
    expect(isUnfinished(done)).toBe(false)
  })
})

describe('bulk run record', () => {
  const action = {
    label: 'Stop',
    done: 'stopping',
    noun: ['instance', 'instances'] as const,
    run: async () => {},
    finish: async () => {},
    resume: { alreadyDone: async () => undefined },
  }
  const targets = ['a', 'b', 'c'].map((id) => ({ id, row: { id, name: `web-${id}` } }))

  it('starts with every row not done, keeping the rows to resume with', () => {
    const r = bulkRecord(bulkScope('/projects/p/instances'), action, targets, new Date(0))
    expect(r.scope).toBe('bulk:/projects/p/instances')
    expect(r.title).toBe('Stop 3 instances')
    expect(r.items.map((i) => i.status)).toEqual(['pending', 'pending', 'pending'])
    expect(rowsToResume(r)).toEqual(targets)
  })

  it('follows the runner: a row sent with no answer yet is not done; resume sends what is not done', () => {
    let r = bulkRecord('s', action, targets)
    r = withStatuses(
      r,
      new Map([
        ['a', { state: 'done' as const }],
        ['b', { state: 'working' as const }],
        ['c', { state: 'failed' as const, message: 'no' }],
      ]),
    )
    expect(r.items.map((i) => [i.key, i.status, i.message])).toEqual([
      ['a', 'done', undefined],
      ['b', 'pending', undefined],
      ['c', 'failed', 'no'],
    ])
    expect(rowsToResume(r).map((t) => t.id)).toEqual(['b', 'c'])
    expect(keptStatuses(r)).toEqual(
      new Map([
        ['a', { state: 'done' }],
        ['c', { state: 'failed', message: 'no' }],
      ]),
    )
  })
})
