import { describe, expect, it } from 'vitest'
import { base64ToBytes, bytesToBase64, textToBase64 } from './base64'

describe('bytesToBase64', () => {
  it('is standard base64 with padding', () => {
    expect(bytesToBase64(new Uint8Array())).toBe('')
    expect(bytesToBase64(new TextEncoder().encode('hello'))).toBe('aGVsbG8=')
    expect(bytesToBase64(new TextEncoder().encode('<md/>'))).toBe('PG1kLz4=')
    expect(bytesToBase64(new Uint8Array([0, 255, 128]))).toBe('AP+A')
    expect(bytesToBase64(new Uint8Array(8))).toBe('AAAAAAAAAAA=')
  })

  it('encodes more than one slice, up to a whole upload chunk, without overflowing the stack', () => {
    const bytes = new Uint8Array(512 * 1024).map((_, i) => (i * 7) % 256)
    expect(bytesToBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'))
  })
})

describe('textToBase64', () => {
  it('encodes the UTF-8 bytes of the text', () => {
    expect(textToBase64('héllo')).toBe('aMOpbGxv')
    expect(textToBase64('#cloud-config\n')).toBe(Buffer.from('#cloud-config\n').toString('base64'))
  })
})

describe('base64ToBytes', () => {
  it('decodes what bytesToBase64 encodes', () => {
    const bytes = new Uint8Array(70_000).map((_, i) => i % 251)
    const decoded = base64ToBytes(bytesToBase64(bytes))
    expect(decoded && Buffer.from(decoded).equals(Buffer.from(bytes))).toBe(true)
    expect(base64ToBytes('AP+A')).toEqual(new Uint8Array([0, 255, 128]))
    expect(base64ToBytes('')).toEqual(new Uint8Array())
  })

  it('takes base64 without its padding', () => {
    expect(base64ToBytes('aGVsbG8')).toEqual(new TextEncoder().encode('hello'))
  })

  it('refuses text that is not base64', () => {
    expect(base64ToBytes('not*base64')).toBe(undefined)
    expect(base64ToBytes('aGVs bG8=')).toBe(undefined)
    expect(base64ToBytes('-_-_')).toBe(undefined)
    expect(base64ToBytes('aGVsb')).toBe(undefined)
    expect(base64ToBytes('a=b=')).toBe(undefined)
  })
})
