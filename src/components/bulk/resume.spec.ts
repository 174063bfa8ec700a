import { describe, expect, it, vi } from 'vitest'
import { type BulkAction, readBeforeDelete, rowName } from './bulk-action'
import { checkBeforeResume, resumedAction } from './resume'

type Vm = { id: string; name: string; runState: string }
const vm = (name: string, runState = 'running'): Vm => ({ id: `id-${name}`, name, runState })
const targets = (...rows: Vm[]) => rows.map((row) => ({ id: row.id, row }))

const notFound = { statusCode: 404, message: 'not found: instance with id "id-gone"' }
const serverError = { statusCode: 500, message: 'Internal Server Error' }

/** the API as it is now, by name: what a read finds */
const api = (now: Record<string, Vm | typeof notFound | typeof serverError>) =>
  vi.fn(async (row: Vm) => {
    const found = now[row.name]
    if ('statusCode' in found) throw found
    return found
  })

const base = {
  label: 'Stop',
  done: 'stopping',
  noun: ['instance', 'instances'] as const,
  finish: async () => {},
}

describe('a resumed run reads first', () => {
  it('sends only what is still to do; one done already is done, with why', async () => {
    const read = api({ a: vm('a', 'stopped'), b: vm('b', 'running') })
    const stop: BulkAction<Vm> = {
      ...base,
      run: vi.fn(async () => {}),
      resume: {
        alreadyDone: async (i) =>
          (await read(i)).runState === 'stopped' ? `${i.name} is already stopped` : undefined,
      },
    }
    const check = await checkBeforeResume(stop, targets(vm('a'), vm('b')), rowName)
    expect(check.send.map((t) => t.row.name)).toEqual(['b'])
    expect(check.done).toEqual([{ id: 'id-a', message: 'a is already stopped' }])
    expect(check.failed).toEqual([])
    expect(read).toHaveBeenCalledTimes(2)
    // reading sends nothing
    expect(stop.run).not.toHaveBeenCalled()
  })

  it('a row that cannot be read is not sent: it fails, to be read again', async () => {
    const read = api({ a: serverError, b: notFound })
    const stop: BulkAction<Vm> = {
      ...base,
      run: async () => {},
      resume: { alreadyDone: async (i) => void (await read(i)) },
    }
    const check = await checkBeforeResume(stop, targets(vm('a'), vm('b')), rowName)
    expect(check.send).toEqual([])
    expect(check.done).toEqual([])
    expect(check.failed.map((f) => f.message)).toEqual([
      'Not sent: could not read it first (Internal Server Error)',
      'Not sent: could not read it first (not found: instance with id "id-gone")',
    ])
  })

  it('a delete whose row the read does not find is done: deleted already', async () => {
    const read = api({ gone: notFound, here: vm('here'), broken: serverError })
    const del: BulkAction<Vm> = {
      ...base,
      label: 'Delete',
      done: 'deleted',
      run: async () => {},
      resume: readBeforeDelete(read),
    }
    const check = await checkBeforeResume(
      del,
      targets(vm('gone'), vm('here'), vm('broken')),
      rowName,
    )
    expect(check.done).toEqual([{ id: 'id-gone', message: 'gone is already deleted' }])
    expect(check.send.map((t) => t.row.name)).toEqual(['here'])
    expect(check.failed.map((f) => f.id)).toEqual(['id-broken'])
  })
})

describe('a delete that does not read first', () => {
  const sent: string[] = []
  const del: BulkAction<Vm> = {
    ...base,
    label: 'Delete',
    done: 'deleted',
    run: async (row) => {
      sent.push(row.name)
      if (row.name === 'gone') throw notFound
      if (row.name === 'running') throw { statusCode: 400, message: 'stop it first' }
    },
    resume: { deletes: true },
  }

  it('sends every row again', async () => {
    const check = await checkBeforeResume(del, targets(vm('gone'), vm('x')), rowName)
    expect(check.send.map((t) => t.row.name)).toEqual(['gone', 'x'])
  })

  it('takes the 404 of a row gone already as done; other errors stay errors', async () => {
    const resumed = resumedAction(del)
    await expect(resumed.run?.(vm('gone'))).resolves.toBeUndefined()
    await expect(resumed.run?.(vm('x'))).resolves.toBeUndefined()
    await expect(resumed.run?.(vm('running'))).rejects.toEqual({
      statusCode: 400,
      message: 'stop it first',
    })
    // a first run (not resumed) reports the 404 as the API gave it
    await expect(del.run?.(vm('gone'))).rejects.toEqual(notFound)
  })

  it('leaves an action that is not a delete as it is', () => {
    const stop: BulkAction<Vm> = {
      ...base,
      run: async () => {},
      resume: { alreadyDone: async () => undefined },
    }
    expect(resumedAction(stop)).toBe(stop)
  })
})
