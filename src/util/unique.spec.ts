import { describe, expect, it } from 'vitest'
import { validateUnique } from './unique'

describe('validateUnique', () => {
  it('accepts empty and distinct lists', () => {
    expect(validateUnique([])).toBeUndefined()
    expect(validateUnique(['a'])).toBeUndefined()
    expect(validateUnique(['a', 'b', 'A'])).toBeUndefined()
    expect(validateUnique([1, 2, 3])).toBeUndefined()
  })

  it('rejects repeated items', () => {
    expect(validateUnique(['a', 'b', 'a'])).toBe('Items must be unique')
    expect(validateUnique([80, 80])).toBe('Items must be unique')
  })

  it('compares objects by key', () => {
    const hosts = [
      { type: 'ip', value: '10.0.0.1' },
      { type: 'ip', value: '10.0.0.1' },
    ]
    expect(validateUnique(hosts)).toBeUndefined() // distinct objects
    expect(validateUnique(hosts, (h) => `${h.type}:${h.value}`)).toBe('Items must be unique')
    expect(
      validateUnique([hosts[0], { type: 'vpc', value: '10.0.0.1' }], (h) => `${h.type}:${h.value}`),
    ).toBeUndefined()
  })
})
