import { describe, expect, it } from 'vitest'
import { MINUTES_PER_DAY, MINUTES_PER_MONTH, MINUTES_PER_YEAR } from './time'

describe('time constants', () => {
  it('match spec section 9', () => {
    expect(MINUTES_PER_DAY).toBe(24 * 60)
    expect(MINUTES_PER_MONTH).toBe(30 * MINUTES_PER_DAY)
    expect(MINUTES_PER_YEAR).toBe(365 * MINUTES_PER_DAY)
  })
})
