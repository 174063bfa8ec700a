import { describe, expect, it } from 'vitest'
import type { Sled } from '~/api/__generated__/Api'
import { RACK_SLED_SLOTS, rackLayout, sledCellName, sledStatusText } from './rack-layout'

type S = Pick<Sled, 'slot' | 'baseboard' | 'policy' | 'state'>
const sled = (serial: string, slot: number | null, extra: Partial<S> = {}): S => ({
  slot,
  baseboard: { part: '913-0000019', revision: 6, serial },
  policy: { kind: 'in_service', provisionPolicy: 'provisionable' },
  state: 'active',
  ...extra,
})

describe('rackLayout', () => {
  it('draws all 32 slots, sleds in theirs, in two halves', () => {
    const a = sled('A', 14)
    const b = sled('B', 16)
    const layout = rackLayout([b, a])
    expect(layout.lower).toHaveLength(RACK_SLED_SLOTS / 2)
    expect(layout.upper).toHaveLength(RACK_SLED_SLOTS / 2)
    expect(layout.lower[14]).toEqual({ slot: 14, sled: a })
    expect(layout.upper[0]).toEqual({ slot: 16, sled: b })
    expect(layout.lower[0]).toEqual({ slot: 0, sled: undefined })
    expect(layout.filled).toBe(2)
    expect(layout.unslotted).toEqual([])
  })

  it('grows to a slot past 31, and keeps sleds with no slot or a taken one apart', () => {
    const far = sled('FAR', 39)
    const none = sled('NONE', null)
    const first = sled('FIRST', 3)
    const twin = sled('TWIN', 3)
    const layout = rackLayout([far, none, first, twin])
    expect(layout.lower.length + layout.upper.length).toBe(40)
    expect(layout.upper.at(-1)).toEqual({ slot: 39, sled: far })
    expect(layout.lower[3]?.sled).toBe(first)
    expect(layout.unslotted).toEqual([none, twin])
    expect(layout.filled).toBe(2)
  })

  it('an empty rack is 32 empty slots', () => {
    const layout = rackLayout([])
    expect([...layout.lower, ...layout.upper].every((c) => !c.sled)).toBe(true)
    expect(layout.filled).toBe(0)
  })
})

describe('sled words', () => {
  it('says state and policy in words, as a screen reader reads the cell', () => {
    expect(sledCellName(sled('BRM42200001', 14))).toBe(
      'Sled 14, BRM42200001, active, in service, provisionable',
    )
    expect(
      sledStatusText(
        sled('X', 1, { policy: { kind: 'in_service', provisionPolicy: 'non_provisionable' } }),
      ),
    ).toBe('active, in service, not provisionable')
    expect(
      sledCellName(sled('Y', null, { policy: { kind: 'expunged' }, state: 'decommissioned' })),
    ).toBe('Sled with no slot, Y, decommissioned, expunged')
  })
})
