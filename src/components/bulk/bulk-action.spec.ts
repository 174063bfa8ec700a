import { describe, expect, it, vi } from 'vitest'
import {
  type BulkAction,
  confirmSentence,
  noneApplyReason,
  partition,
  rowName,
  stateReason,
  summarySentence,
} from './bulk-action'
import { createSession } from './bulk-session'

type Vm = { id: string; name: string; runState: string }
const vm = (name: string, runState: string): Vm => ({ id: `id-${name}`, name, runState })

const del: BulkAction<Vm> = {
  label: 'Delete',
  done: 'deleted',
  noun: ['instance', 'instances'],
  notApplicable: (i) =>
    i.runState === 'running' ? `${i.name} is running: stop it first` : undefined,
  run: () => Promise.resolve(),
  finish: () => Promise.resolve(),
  resume: { deletes: true },
}

describe('applicability and sentences', () => {
  const rows = [vm('a', 'stopped'), vm('web-1', 'running'), vm('b', 'failed'), vm('c', 'stopped')]

  it('splits the selection into rows sent and rows skipped with why', () => {
    const { apply, skip } = partition(del, rows)
    expect(apply.map((r) => r.name)).toEqual(['a', 'b', 'c'])
    expect(skip.map((s) => s.reason)).toEqual(['web-1 is running: stop it first'])
  })

  it('says exactly what will happen', () => {
    expect(confirmSentence(del, partition(del, rows).apply)).toBe('Delete 3 instances: a, b, c')
    expect(confirmSentence(del, [rows[0]])).toBe('Delete 1 instance: a')
  })

  it('disables the action with a reason when it applies to none', () => {
    expect(noneApplyReason(del, rows)).toBeUndefined()
    expect(noneApplyReason(del, [rows[1]])).toBe('web-1 is running: stop it first')
    expect(noneApplyReason(del, [rows[1], vm('web-2', 'running')])).toBe(
      'Applies to none of the selected instances',
    )
  })

  it('sums up a run', () => {
    expect(summarySentence('deleted', { done: 2, failed: 1 })).toBe('2 deleted, 1 failed')
    expect(summarySentence('deleted', { done: 3, failed: 0 })).toBe('3 deleted')
    expect(summarySentence('stopped', { done: 0, failed: 2 })).toBe('2 failed')
  })

  it('names a state and what the action needs', () => {
    expect(
      stateReason('api-1', 'starting', 'Only available when the instance is stopped or failed'),
    ).toBe('api-1 is starting: only available when the instance is stopped or failed')
    expect(stateReason('x', 'import_ready', 'Only')).toBe('x is import ready: only')
  })
})

describe('createSession', () => {
  it('sends each row once, reports statuses, finishes once per pass with the new rows', async () => {
    let fail = true
    const sent: string[] = []
    const finish = vi.fn(() => Promise.resolve())
    const action: BulkAction<Vm> = {
      ...del,
      run: async (row) => {
        sent.push(row.name)
        if (row.name === 'b' && fail) throw { message: 'Injected fault (mock-faults)' }
      },
      finish,
    }
    const targets = ['a', 'b', 'c'].map((n) => ({ id: n, row: vm(n, 'stopped') }))
    const seen: string[][] = []
    const session = createSession({
      action,
      targets,
      onStatuses: (s) => seen.push([...s].map(([id, st]) => `${id}:${st.state}`)),
    })
    const first = await session.start()
    expect(first.done.map((t) => t.id)).toEqual(['a', 'c'])
    expect(first.failed).toEqual([
      expect.objectContaining({ id: 'b', message: 'Injected fault (mock-faults)' }),
    ])
    expect(finish).toHaveBeenCalledTimes(1)
    expect(finish).toHaveBeenLastCalledWith([targets[0].row, targets[2].row])
    expect(seen.at(-1)).toEqual(['a:done', 'b:failed', 'c:done'])

    fail = false
    const second = await session.retryFailed()
    expect(second.failed).toEqual([])
    expect(sent).toEqual(['a', 'b', 'c', 'b'])
    expect(finish).toHaveBeenCalledTimes(2)
    expect(finish).toHaveBeenLastCalledWith([targets[1].row])
  })

  it('a one-request action sends once for all rows, and they share its outcome', async () => {
    const runAll = vi.fn((_rows: Vm[]) => Promise.reject({ message: 'Action not authorized' }))
    const { run: _, ...rest } = del
    const session = createSession<Vm>({
      action: { ...rest, runAll },
      targets: ['x', 'y'].map((n) => ({ id: n, row: vm(n, 'stopped') })),
      onStatuses: () => {},
    })
    const result = await session.start()
    expect(runAll).toHaveBeenCalledTimes(1)
    expect(runAll.mock.calls[0][0].map((r) => r.name)).toEqual(['x', 'y'])
    expect(result.failed.map((f) => `${f.id}: ${f.message}`)).toEqual([
      'x: Action not authorized',
      'y: Action not authorized',
    ])
  })
})

describe('rowName', () => {
  it('is the name, else a user or group display name, else the id', () => {
    expect(rowName({ id: 'i', name: 'web-1' })).toBe('web-1')
    expect(rowName({ id: 'i', displayName: 'Bob Brown' })).toBe('Bob Brown')
    expect(rowName({ id: 'token-1' })).toBe('token-1')
  })
})
