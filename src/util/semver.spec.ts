import { describe, expect, it } from 'vitest'
import { compareVersions, isSemver, validateSystemVersion } from './semver'

describe('isSemver', () => {
  it.each([
    '0.0.0',
    '16.0.0',
    '17.1.2',
    '1.0.0-rc.1',
    '1.0.0-alpha-1',
    '1.0.0+build.5',
    '2.0.0-0.3.7+x',
  ])('accepts %s', (v) => expect(isSemver(v)).toBe(true))

  it.each([
    '',
    '17',
    '17.0',
    '17.0.0.1',
    'v17.0.0',
    '01.0.0',
    '1.02.0',
    '1.0.0-',
    '1.0.0-01',
    '1.0.0+',
    'latest',
  ])('refuses %s', (v) => expect(isSemver(v)).toBe(false))
})

describe('validateSystemVersion', () => {
  it('says what is wrong', () => {
    expect(validateSystemVersion('')).toBe('System version is required')
    expect(validateSystemVersion('  ')).toBe('System version is required')
    expect(validateSystemVersion(' 17.0.0')).toBe('Must not start or end with spaces')
    expect(validateSystemVersion('17.0')).toBe('Must be a semantic version, like 17.0.0')
    expect(validateSystemVersion('17.0.0')).toBeUndefined()
  })
})

describe('compareVersions', () => {
  it('orders versions by precedence', () => {
    const sorted = [
      '1.0.0-alpha',
      '1.0.0-alpha.1',
      '1.0.0-alpha.beta',
      '1.0.0-beta',
      '1.0.0-beta.2',
      '1.0.0-beta.11',
      '1.0.0-rc.1',
      '1.0.0',
      '1.2.0',
      '1.10.0',
      '2.0.0',
    ]
    expect([...sorted].reverse().sort(compareVersions)).toEqual(sorted)
    expect(compareVersions('16.0.0+build.1', '16.0.0')).toBe(0)
  })
})
