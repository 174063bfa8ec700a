import { describe, expect, it } from 'vitest'
import { acceptsGzip } from './precompressed'

describe('acceptsGzip', () => {
  it('takes what browsers send', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true)
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8, *;q=0.1')).toBe(true)
    expect(acceptsGzip('GZIP')).toBe(true)
  })

  it('refuses when gzip is absent or given q=0', () => {
    expect(acceptsGzip(undefined)).toBe(false)
    expect(acceptsGzip('')).toBe(false)
    expect(acceptsGzip('br, deflate')).toBe(false)
    expect(acceptsGzip('gzip;q=0')).toBe(false)
    expect(acceptsGzip('x-gzip')).toBe(false)
  })
})
