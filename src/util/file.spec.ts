import { describe, expect, it } from 'vitest'
import { bytesToBase64, readFile } from './file'

describe('bytesToBase64', () => {
  it('encodes bytes as standard base64', () => {
    expect(bytesToBase64(new Uint8Array([]))).toBe('')
    expect(bytesToBase64(new TextEncoder().encode('<md/>'))).toBe('PG1kLz4=')
    expect(bytesToBase64(new Uint8Array([0, 255, 128]))).toBe('AP+A')
  })

  it('handles files larger than one chunk', () => {
    const bytes = new Uint8Array(100_000).map((_, i) => i % 256)
    expect(bytesToBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'))
  })
})

describe('readFile', () => {
  it('reads text or base64', async () => {
    const file = new Blob(['-----BEGIN CERTIFICATE-----\n'])
    expect(await readFile(file, 'text')).toBe('-----BEGIN CERTIFICATE-----\n')
    expect(await readFile(new Blob(['<md/>']), 'base64')).toBe('PG1kLz4=')
  })
})
