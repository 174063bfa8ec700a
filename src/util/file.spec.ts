import { describe, expect, it } from 'vitest'
import { readFile } from './file'

describe('readFile', () => {
  it('reads text or base64', async () => {
    const file = new Blob(['-----BEGIN CERTIFICATE-----\n'])
    expect(await readFile(file, 'text')).toBe('-----BEGIN CERTIFICATE-----\n')
    expect(await readFile(new Blob(['<md/>']), 'base64')).toBe('PG1kLz4=')
  })
})
