import { describe, expect, it } from 'vitest'
import {
  fitsOn,
  holdsRoom,
  isInService,
  placeAll,
  sledFitText,
  sledRoom,
  sledsWithRoom,
  takesNewInstances,
} from './sled-room'
import { GiB } from './units'

const sled = { id: 's1', usableHardwareThreads: 64, usablePhysicalRam: 256 * GiB }

describe('sledRoom', () => {
  it('is the whole sled without instances', () => {
    expect(sledRoom(sled, [])).toEqual({ sledId: 's1', threads: 64, memory: 256 * GiB })
  })

  it('subtracts the instances that hold room, not stopped or failed ones', () => {
    const instances = [
      { ncpus: 4, memory: 16 * GiB, state: 'running' as const },
      { ncpus: 8, memory: 32 * GiB, state: 'starting' as const },
      { ncpus: 16, memory: 64 * GiB, state: 'stopped' as const },
      { ncpus: 16, memory: 64 * GiB, state: 'failed' as const },
    ]
    expect(sledRoom(sled, instances)).toEqual({ sledId: 's1', threads: 52, memory: 208 * GiB })
  })

  it('goes below zero when overcommitted', () => {
    expect(sledRoom(sled, [{ ncpus: 70, memory: GiB, state: 'running' }]).threads).toBe(-6)
  })
})

describe('holdsRoom', () => {
  it('counts migrating and rebooting instances', () => {
    expect(holdsRoom({ state: 'migrating' })).toBe(true)
    expect(holdsRoom({ state: 'rebooting' })).toBe(true)
    expect(holdsRoom({ state: 'destroyed' })).toBe(false)
  })
})

describe('sled policy', () => {
  const provisionable = {
    policy: { kind: 'in_service' as const, provisionPolicy: 'provisionable' as const },
    state: 'active' as const,
  }
  it('in service and provisionable takes new instances', () => {
    expect(isInService(provisionable)).toBe(true)
    expect(takesNewInstances(provisionable)).toBe(true)
  })
  it('non-provisionable is in service but takes none', () => {
    const s = {
      ...provisionable,
      policy: { kind: 'in_service' as const, provisionPolicy: 'non_provisionable' as const },
    }
    expect(isInService(s)).toBe(true)
    expect(takesNewInstances(s)).toBe(false)
  })
  it('expunged or decommissioned is out of service', () => {
    expect(isInService({ policy: { kind: 'expunged' }, state: 'active' })).toBe(false)
    expect(isInService({ ...provisionable, state: 'decommissioned' })).toBe(false)
    expect(takesNewInstances({ ...provisionable, state: 'decommissioned' })).toBe(false)
  })
})

describe('fitting', () => {
  const rooms = [
    { sledId: 'a', threads: 4, memory: 64 * GiB },
    { sledId: 'b', threads: 16, memory: 8 * GiB },
    { sledId: 'c', threads: 8, memory: 32 * GiB },
  ]
  it('fits when both threads and memory are enough, the limits included', () => {
    expect(fitsOn({ ncpus: 4, memory: 64 * GiB }, rooms[0])).toBe(true)
    expect(fitsOn({ ncpus: 5, memory: GiB }, rooms[0])).toBe(false)
    expect(fitsOn({ ncpus: 1, memory: 65 * GiB }, rooms[0])).toBe(false)
  })
  it('lists the sleds with room, most threads first', () => {
    expect(sledsWithRoom({ ncpus: 4, memory: 8 * GiB }, rooms).map((r) => r.sledId)).toEqual([
      'b',
      'c',
      'a',
    ])
    expect(sledsWithRoom({ ncpus: 4, memory: 40 * GiB }, rooms).map((r) => r.sledId)).toEqual(['a'])
    expect(sledsWithRoom({ ncpus: 32, memory: GiB }, rooms)).toEqual([])
  })
  it('places several, and names those left without a sled', () => {
    const needs = [
      { name: 'x', ncpus: 8, memory: 8 * GiB },
      { name: 'y', ncpus: 8, memory: 8 * GiB },
      { name: 'z', ncpus: 8, memory: 8 * GiB },
      { name: 'w', ncpus: 8, memory: 8 * GiB },
    ]
    // b takes one (its 8 GiB), c takes one; a has 4 threads: two are left over
    expect(placeAll(needs, rooms).map((n) => n.name)).toEqual(['z', 'w'])
    expect(placeAll(needs.slice(0, 2), rooms)).toEqual([])
    // the rooms given are not changed
    expect(rooms[1].threads).toBe(16)
  })
})

describe('sledFitText', () => {
  it('says how many sleds have room, as an estimate', () => {
    expect(sledFitText(2, 4)).toBe('Estimate: 2 of the 4 in-service sleds have room for it.')
    expect(sledFitText(1, 1)).toBe('Estimate: 1 of the 1 in-service sled has room for it.')
    expect(sledFitText(0, 4)).toBe('Estimate: none of the 4 in-service sleds has room for it now.')
    expect(sledFitText(0, 0)).toBe('Estimate: no in-service sled takes new instances now.')
  })
})
