import { describe, expect, it } from 'vitest'
import { rootExpires, rootVersion } from './trust-root-values'

const root = { signed: { _type: 'root', version: 3, expires: '2030-01-01T00:00:00Z' } }

describe('trust roots', () => {
  it('reads the root role version and expiry', () => {
    const r = { id: 'x', rootRole: root, timeCreated: new Date() }
    expect(rootVersion(r)).toBe(3)
    expect(rootExpires(r)).toBe('2030-01-01T00:00:00Z')
    expect(rootVersion({ ...r, rootRole: { signed: 'odd' } })).toBeUndefined()
  })
})
