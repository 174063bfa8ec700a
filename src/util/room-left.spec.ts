import { describe, expect, it } from 'vitest'
import {
  amount,
  asked,
  instanceCreateNeed,
  leftOf,
  runNeed,
  shortfalls,
  shortfallText,
} from './room-left'
import { GiB, TiB } from './units'

const util = (capacity: [number, number, number], provisioned: [number, number, number]) => ({
  capacity: { cpus: capacity[0], memory: capacity[1], storage: capacity[2] },
  provisioned: { cpus: provisioned[0], memory: provisioned[1], storage: provisioned[2] },
})

describe('leftOf', () => {
  it('is capacity minus provisioned', () => {
    expect(leftOf(util([16, 64 * GiB, TiB], [4, 16 * GiB, 100 * GiB]))).toEqual({
      cpus: 12,
      memory: 48 * GiB,
      storage: 924 * GiB,
    })
  })
  it('is never below zero when the quota was lowered under what is in use', () => {
    expect(leftOf(util([2, GiB, GiB], [4, 2 * GiB, GiB])).cpus).toBe(0)
  })
})

describe('shortfalls', () => {
  const left = { cpus: 4, memory: 8 * GiB, storage: 100 * GiB }
  it('is empty when the need fits, the limit included', () => {
    expect(shortfalls({ cpus: 4, memory: 8 * GiB, storage: 100 * GiB }, left)).toEqual([])
    expect(shortfalls({}, left)).toEqual([])
  })
  it('names each resource that is short, by how much', () => {
    expect(shortfalls({ cpus: 8, memory: 4 * GiB, storage: 101 * GiB }, left)).toEqual([
      { resource: 'cpus', need: 8, left: 4, short: 4 },
      { resource: 'storage', need: 101 * GiB, left: 100 * GiB, short: GiB },
    ])
  })
  it('ignores what the request does not ask for', () => {
    expect(shortfalls({ cpus: 0, storage: 0 }, { cpus: 0, memory: 0, storage: 0 })).toEqual([])
    expect(asked({ cpus: 2, memory: 0, storage: GiB })).toEqual(['cpus', 'storage'])
  })
})

describe('shortfallText', () => {
  it('is empty without a shortfall', () => {
    expect(shortfallText([])).toBe('')
  })
  it('says which resource is short and by how much', () => {
    expect(shortfallText([{ resource: 'cpus', need: 8, left: 4, short: 4 }])).toBe(
      "Not enough room in the silo's quota: 4 vCPUs short (needs 8, 4 left).",
    )
    expect(
      shortfallText([
        { resource: 'cpus', need: 2, left: 1, short: 1 },
        { resource: 'memory', need: 16 * GiB, left: 12 * GiB, short: 4 * GiB },
      ]),
    ).toBe(
      "Not enough room in the silo's quota: 1 vCPU short (needs 2, 1 left); 4 GiB of memory short (needs 16 GiB, 12 GiB left).",
    )
  })
  it('says amounts in their unit', () => {
    expect(amount('cpus', 1)).toBe('1 vCPU')
    expect(amount('storage', 1.5 * TiB)).toBe('1.5 TiB')
  })
})

describe('what a request needs', () => {
  const disk = (size: number) => ({
    type: 'create' as const,
    name: 'd',
    description: '',
    size,
    diskBackend: { type: 'local' as const },
  })
  it('an instance create that starts needs its vCPUs, memory and created disks', () => {
    expect(
      instanceCreateNeed({
        ncpus: 4,
        memory: 16 * GiB,
        bootDisk: disk(10 * GiB),
        disks: [disk(20 * GiB), { type: 'attach', name: 'old' }],
      }),
    ).toEqual({ cpus: 4, memory: 16 * GiB, storage: 30 * GiB })
  })
  it('one that does not start needs only storage', () => {
    expect(instanceCreateNeed({ ncpus: 4, memory: 16 * GiB, start: false })).toEqual({
      storage: 0,
    })
  })
  it('a start needs the vCPUs and memory', () => {
    expect(runNeed({ ncpus: 2, memory: GiB })).toEqual({ cpus: 2, memory: GiB })
  })
})
