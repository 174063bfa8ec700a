import { describe, expect, it } from 'vitest'
import type { InstanceState, Sled } from '~/api/__generated__/Api'
import { placeEach, sledsToRead, whatIfSledOut } from './sled-what-if'
import { GiB } from './units'

type S = Pick<Sled, 'id' | 'policy' | 'state' | 'usableHardwareThreads' | 'usablePhysicalRam'>
const sled = (id: string, threads: number, memGiB: number, extra: Partial<S> = {}): S => ({
  id,
  policy: { kind: 'in_service', provisionPolicy: 'provisionable' },
  state: 'active',
  usableHardwareThreads: threads,
  usablePhysicalRam: memGiB * GiB,
  ...extra,
})
const vm = (name: string, ncpus: number, memGiB: number, state: InstanceState = 'running') => ({
  name,
  ncpus,
  memory: memGiB * GiB,
  state,
})

describe('whatIfSledOut', () => {
  it('places every instance when the others have room, biggest first', () => {
    const sleds = [sled('a', 64, 256), sled('b', 64, 256), sled('c', 64, 256)]
    const big = vm('big', 32, 64)
    const small = vm('small', 4, 8)
    const result = whatIfSledOut('a', sleds, {
      a: [small, big],
      b: [vm('b1', 16, 32)],
      c: [],
    })
    expect(result.moving).toEqual([small, big])
    expect(result.need).toEqual({ threads: 36, memory: 72 * GiB })
    expect(result.candidates).toEqual(['b', 'c'])
    expect(result.room).toEqual({ threads: 48 + 64, memory: (224 + 256) * GiB })
    // the biggest goes first, to the sled with the most threads left (c: 64); then
    // small goes to b (48 left, more than c's 32)
    expect(result.placements).toEqual([
      { instance: small, sledId: 'b' },
      { instance: big, sledId: 'c' },
    ])
    expect(result.unplaced).toEqual([])
  })

  it('names the instances that find no room, by threads or by memory', () => {
    const sleds = [sled('a', 128, 1024), sled('b', 16, 64)]
    const wide = vm('wide', 32, 16)
    const tall = vm('tall', 2, 128)
    const fits = vm('fits', 8, 32)
    const result = whatIfSledOut('a', sleds, { a: [wide, tall, fits], b: [] })
    expect(result.unplaced).toEqual([wide, tall])
    expect(result.placements.find((p) => p.instance === fits)?.sledId).toBe('b')
  })

  it('a fit that the totals allow can still fail: each instance goes whole onto one sled', () => {
    const sleds = [sled('a', 64, 256), sled('b', 8, 64), sled('c', 8, 64)]
    const result = whatIfSledOut('a', sleds, { a: [vm('x', 12, 16)], b: [], c: [] })
    expect(result.room.threads).toBe(16)
    expect(result.unplaced.map((i) => i.name)).toEqual(['x'])
  })

  it('counts only the other sleds that take new instances, and only instances holding room', () => {
    const sleds = [
      sled('a', 64, 256),
      sled('drained', 64, 256, {
        policy: { kind: 'in_service', provisionPolicy: 'non_provisionable' },
      }),
      sled('gone', 64, 256, { policy: { kind: 'expunged' }, state: 'decommissioned' }),
      sled('b', 4, 16),
    ]
    const stopped = vm('stopped', 32, 32, 'stopped')
    const running = vm('running', 8, 8)
    const result = whatIfSledOut('a', sleds, {
      a: [stopped, running],
      drained: [],
      gone: [],
      b: [],
    })
    expect(result.candidates).toEqual(['b'])
    expect(result.moving).toEqual([running])
    expect(result.unplaced).toEqual([running])
  })

  it('a sled whose instances are not known adds no room; no instances, nothing to place', () => {
    const sleds = [sled('a', 64, 256), sled('b', 64, 256)]
    const result = whatIfSledOut('a', sleds, { a: [vm('x', 1, 1)] })
    expect(result.candidates).toEqual([])
    expect(result.unplaced.map((i) => i.name)).toEqual(['x'])
    const empty = whatIfSledOut('b', sleds, { a: [], b: [] })
    expect(empty).toMatchObject({ moving: [], unplaced: [], need: { threads: 0, memory: 0 } })
  })

  it('a sled already over its usable figures counts as no room, not negative room', () => {
    const sleds = [sled('a', 64, 256), sled('b', 4, 4), sled('c', 8, 8)]
    const result = whatIfSledOut('a', sleds, { a: [], b: [vm('over', 8, 8)], c: [] })
    expect(result.room).toEqual({ threads: 8, memory: 8 * GiB })
  })
})

describe('placeEach', () => {
  it('keeps the order it was given and never overfills a sled', () => {
    const rooms = [{ sledId: 'b', threads: 10, memory: 10 }]
    const needs = [
      { ncpus: 6, memory: 1 },
      { ncpus: 6, memory: 1 },
    ]
    expect(placeEach(needs, rooms).map((p) => p.sledId)).toEqual(['b', null])
  })
})

describe('sledsToRead', () => {
  it('is the sled itself and the sleds that take new instances', () => {
    const sleds = [
      sled('a', 1, 1, { policy: { kind: 'in_service', provisionPolicy: 'non_provisionable' } }),
      sled('b', 1, 1),
      sled('c', 1, 1, { policy: { kind: 'expunged' } }),
    ]
    expect(sledsToRead('a', sleds)).toEqual(['a', 'b'])
    expect(sledsToRead('c', sleds)).toEqual(['b', 'c'])
  })
})
