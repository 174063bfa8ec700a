import { describe, expect, it } from 'vitest'
import { emptyProbe, probeCreateRequest, validateSledId, valuesToProbeCreate } from './probe-values'

const sled = '5e1d0000-1a2b-4c3d-8e4f-5a6b7c8d9e01'

describe('probe create', () => {
  it('trims the values and picks the default pool when none is chosen', () => {
    expect(
      valuesToProbeCreate({ ...emptyProbe, name: ' p1 ', description: ' d ', sled: ` ${sled} ` }),
    ).toEqual({ name: 'p1', description: 'd', sled, poolSelector: { type: 'auto' } })
  })

  it('names a chosen pool explicitly, in the request for the project', () => {
    const request = probeCreateRequest({ ...emptyProbe, name: 'p', sled, pool: 'default' }, 'web')
    expect(request.params).toMatchObject({
      query: { project: 'web' },
      body: { poolSelector: { type: 'explicit', pool: 'default' } },
    })
  })

  it('wants a sled ID', () => {
    expect(validateSledId(sled)).toBeUndefined()
    expect(validateSledId('BRM42200001')).toBe('Enter a sled ID (a UUID)')
  })
})
