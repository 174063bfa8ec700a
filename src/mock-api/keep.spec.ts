import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { memoryStorage } from '../../test/unit/memory-storage'
import { db, resetDb } from './db'
import { mswHandlers as handlers } from './handlers'
import { TRANSITION_MS } from './handlers/instance-state'
import {
  KEEP_KEY,
  keepOn,
  restoreDb,
  saveKept,
  serializeDb,
  startKeeping,
  stopKeeping,
} from './keep'
import { initKnobsFromUrl, resetKnobs, setKnob } from './knobs'
import { pendingJobs } from './timers'

const call = { req: new Request('http://mock.invalid/'), cookies: {} }

const instance = (name: string) => db.instances.find((i) => i.name === name)

/** what a reload does to the in-page mock: its memory starts again from the fixtures */
const reload = () => resetDb()

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-01T12:00:00Z') })
  resetKnobs()
  resetDb()
})

afterEach(() => {
  stopKeeping()
  vi.useRealTimers()
})

describe('mock-keep', () => {
  it('gives back the db as it was: made, changed and deleted', async () => {
    handlers.projectCreate({ ...call, body: { name: 'kept-project', description: 'kept' } })
    const web1 = instance('web-1')
    if (!web1) throw new Error('no web-1')
    handlers.instanceDelete({
      ...call,
      path: { instance: 'db-primary' },
      query: { project: 'web-prod' },
    })
    const before = structuredClone(db)
    const text = serializeDb()

    reload()
    expect(db.projects.some((p) => p.name === 'kept-project')).toBe(false)
    expect(instance('db-primary')).toBeDefined()

    expect(restoreDb(text)).toBe(true)
    expect(db).toEqual(before)
    expect(db.projects.some((p) => p.name === 'kept-project')).toBe(true)
    expect(instance('db-primary')).toBeUndefined()
  })

  it('arms a change in flight again: a stopping instance ends stopped', () => {
    handlers.instanceStop({ ...call, path: { instance: 'web-1' }, query: { project: 'web-prod' } })
    expect(instance('web-1')?.run_state).toBe('stopping')
    vi.advanceTimersByTime(TRANSITION_MS / 3)
    const text = serializeDb()

    reload()
    expect(pendingJobs()).toEqual([])
    expect(instance('web-1')?.run_state).toBe('running')

    restoreDb(text)
    expect(instance('web-1')?.run_state).toBe('stopping')
    expect(pendingJobs()).toHaveLength(1)
    // it settles when it would have, not a whole transition after the reload
    vi.advanceTimersByTime(TRANSITION_MS - TRANSITION_MS / 3 - 1)
    expect(instance('web-1')?.run_state).toBe('stopping')
    vi.advanceTimersByTime(1)
    expect(instance('web-1')?.run_state).toBe('stopped')
  })

  it('a change due while the tab reloaded happens at once; chained steps go on', () => {
    handlers.instanceCreate({
      ...call,
      query: { project: 'web-prod' },
      body: {
        name: 'kept-1',
        description: '',
        hostname: 'kept-1',
        ncpus: 1,
        memory: 1024 ** 3,
        network_interfaces: { type: 'none' },
      },
    })
    expect(instance('kept-1')?.run_state).toBe('creating')
    const text = serializeDb()
    reload()
    vi.advanceTimersByTime(10_000)
    restoreDb(text)
    vi.advanceTimersByTime(0)
    expect(instance('kept-1')?.run_state).toBe('starting')
    vi.advanceTimersByTime(TRANSITION_MS)
    expect(instance('kept-1')?.run_state).toBe('running')
  })

  it('is off unless the page URL (or the tab, after) asks for it', () => {
    expect(keepOn()).toBe(false)
    initKnobsFromUrl('?mock-keep=0')
    expect(keepOn()).toBe(false)
    initKnobsFromUrl('?mock-keep=1')
    expect(keepOn()).toBe(true)
    // kept for the tab: a later URL without it leaves it on
    initKnobsFromUrl('')
    expect(keepOn()).toBe(true)
  })

  it('does nothing when the knob is off', () => {
    const store = memoryStorage()
    expect(startKeeping(store)).toBe(false)
    handlers.projectCreate({ ...call, body: { name: 'not-kept', description: '' } })
    saveKept()
    expect(store.map.size).toBe(0)
  })

  it('saves after a write and after a change finishes, and restores at start-up', () => {
    setKnob('mock-keep', '1')
    const store = memoryStorage()
    expect(startKeeping(store)).toBe(false) // nothing saved yet
    handlers.instanceStop({ ...call, path: { instance: 'web-2' }, query: { project: 'web-prod' } })
    saveKept() // what the mock does after each write
    expect(JSON.parse(store.map.get(KEEP_KEY) ?? '{}').jobs).toHaveLength(1)
    vi.advanceTimersByTime(TRANSITION_MS)
    // saved again when the instance settled
    const saved = JSON.parse(store.map.get(KEEP_KEY) ?? '{}')
    expect(saved.jobs).toEqual([])
    expect(saved.db.instances.find((i: { name: string }) => i.name === 'web-2').run_state).toBe(
      'stopped',
    )

    reload()
    expect(startKeeping(store)).toBe(true)
    expect(instance('web-2')?.run_state).toBe('stopped')
  })

  it('does not use a copy it cannot read, from another mock, or made with other big lists', () => {
    const text = serializeDb()
    expect(restoreDb(null)).toBe(false)
    expect(restoreDb('{not json')).toBe(false)
    expect(restoreDb(JSON.stringify({ ...JSON.parse(text), version: 0 }))).toBe(false)
    const other = JSON.parse(text)
    delete other.db.disks
    expect(restoreDb(JSON.stringify(other))).toBe(false)
    expect(db.disks.length).toBeGreaterThan(0)
    setKnob('mock-many', 'projects:10')
    expect(restoreDb(text)).toBe(false)
  })

  it('stops keeping when the storage is full, and forgets the stale copy', () => {
    setKnob('mock-keep', '1')
    const store = memoryStorage()
    store.map.set(KEEP_KEY, serializeDb())
    startKeeping(store)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    store.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError')
    }
    saveKept()
    expect(store.map.has(KEEP_KEY)).toBe(false)
    expect(warn).toHaveBeenCalledOnce()
    warn.mockRestore()
  })
})
