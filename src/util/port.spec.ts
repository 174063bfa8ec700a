import { describe, expect, it } from 'vitest'
import { parsePortRange, validatePortRange } from './port'

describe('validatePortRange', () => {
  it.each(['0', '22', '80', '08', '65535', '00000', '80-80', '80-90', '0-65535', '1-2'])(
    'accepts %s',
    (s) => expect(validatePortRange(s)).toBeUndefined(),
  )

  it.each([
    ['', 'Not a valid port or port range'],
    ['a', 'Not a valid port or port range'],
    ['123456', 'Not a valid port or port range'],
    ['80-', 'Not a valid port or port range'],
    ['-80', 'Not a valid port or port range'],
    ['80-90-100', 'Not a valid port or port range'],
    ['80 - 90', 'Not a valid port or port range'],
    [' 80', 'Not a valid port or port range'],
    ['80,90', 'Not a valid port or port range'],
    ['8.5', 'Not a valid port or port range'],
    ['65536', 'Port must be at most 65535'],
    ['99999', 'Port must be at most 65535'],
    ['80-65536', 'Port must be at most 65535'],
    ['90-80', 'End of range must not be below the start'],
    ['1-0', 'End of range must not be below the start'],
  ])('rejects %j with %j', (s, message) => expect(validatePortRange(s)).toBe(message))
})

describe('parsePortRange', () => {
  it('gives a single port as a range of one', () => {
    expect(parsePortRange('22')).toEqual([22, 22])
  })

  it('gives the start and end of a range', () => {
    expect(parsePortRange('8000-8080')).toEqual([8000, 8080])
    expect(parsePortRange('0-65535')).toEqual([0, 65535])
  })

  it('returns undefined when invalid', () => {
    expect(parsePortRange('90-80')).toBeUndefined()
    expect(parsePortRange('70000')).toBeUndefined()
    expect(parsePortRange('http')).toBeUndefined()
  })
})
