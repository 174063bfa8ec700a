import { describe, expect, it } from 'vitest'
import { check, verdict } from '../../bench/checks'

describe('bench checks', () => {
  it('passes a figure at or under its budget', () => {
    expect(check('navigation', 175, 175).ok).toBe(true)
    expect(verdict(check('navigation', 170, 175, 178))).toBe('ok')
  })

  it('misses a figure over its budget', () => {
    expect(verdict(check('navigation', 192, 175))).toBe('MISSED')
    expect(verdict(check('first row', 350, 300, 228))).toBe('MISSED')
  })

  it('says when the budget is under what a page with no app code reaches', () => {
    const navigation = check('navigation', 192, 175, 178)
    expect(navigation).toEqual({
      name: 'navigation',
      value: 192,
      budget: 175,
      ok: false,
      floor: 178,
    })
    expect(verdict(navigation)).toBe('MISSED (budget below the floor)')
  })

  it('keeps no floor where the figure has none', () => {
    expect(check('first-load JS', 119.7, 120)).not.toHaveProperty('floor')
  })
})
