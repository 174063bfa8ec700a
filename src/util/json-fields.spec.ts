import { describe, expect, it } from 'vitest'
import { jsonFields, leafText } from './json-fields'

describe('jsonFields', () => {
  it('names each leaf by its path, in order', () => {
    expect(
      jsonFields({
        link: { speed: '100G', autoneg: false, fec: null },
        monitors: { bias: [6.9, 7.1], power: [{ value: 0.8, peak: true }] },
      }),
    ).toEqual([
      { path: 'link.speed', value: '100G' },
      { path: 'link.autoneg', value: 'off' },
      { path: 'link.fec', value: '—' },
      { path: 'monitors.bias', value: '6.9, 7.1' },
      { path: 'monitors.power[0].value', value: '0.8' },
      { path: 'monitors.power[0].peak', value: 'on' },
    ])
  })

  it('a plain value, an empty list or object', () => {
    expect(jsonFields('Up')).toEqual([{ path: 'value', value: 'Up' }])
    expect(jsonFields({ a: [], b: {} })).toEqual([
      { path: 'a', value: 'none' },
      { path: 'b', value: 'none' },
    ])
    expect(leafText(undefined)).toBe('—')
    expect(leafText(3)).toBe('3')
  })
})
