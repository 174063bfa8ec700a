import { describe, expect, it } from 'vitest'
import {
  authSettingsToValues,
  authSettingsUpdateRequest,
  formatLifetime,
} from './auth-settings-values'

describe('formatLifetime', () => {
  it('names no maximum, seconds, and the largest unit that fits', () => {
    expect(formatLifetime(null)).toBe('No maximum')
    expect(formatLifetime(undefined)).toBe('No maximum')
    expect(formatLifetime(1)).toBe('1 second')
    expect(formatLifetime(45)).toBe('45 seconds')
    expect(formatLifetime(90)).toBe('90 seconds (1.5 minutes)')
    expect(formatLifetime(3600)).toBe('3,600 seconds (1 hour)')
    expect(formatLifetime(86400 * 30)).toBe('2,592,000 seconds (30 days)')
  })
})

describe('authSettingsUpdateRequest', () => {
  it('sends the lifetime, or null for an empty field', () => {
    expect(authSettingsUpdateRequest({ maxTtlSeconds: 3600 }).params).toEqual({
      body: { deviceTokenMaxTtlSeconds: 3600 },
    })
    expect(authSettingsUpdateRequest({ maxTtlSeconds: Number.NaN }).params).toEqual({
      body: { deviceTokenMaxTtlSeconds: null },
    })
  })

  it('round-trips the settings through the form values', () => {
    const silo = { siloId: 'x' }
    expect(
      authSettingsToValues({ ...silo, deviceTokenMaxTtlSeconds: null }).maxTtlSeconds,
    ).toBeNaN()
    expect(authSettingsToValues({ ...silo, deviceTokenMaxTtlSeconds: 60 })).toEqual({
      maxTtlSeconds: 60,
    })
  })
})
