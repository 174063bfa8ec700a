import { beforeEach, describe, expect, it, vi } from 'vitest'
import { GiB, KiB } from './units'
import {
  CHUNK_SIZE,
  chunkCount,
  chunks,
  fileProblem,
  importDiskSize,
  isAllZeros,
  padToBlockSize,
  percentDone,
  sendWithRetries,
} from './upload'

describe('chunks', () => {
  it('cuts a file into 512 KiB chunks at block-aligned offsets, the last one shorter', () => {
    expect(CHUNK_SIZE).toBe(512 * KiB)
    expect([...chunks(CHUNK_SIZE * 2 + 10)]).toEqual([
      { index: 0, offset: 0, length: CHUNK_SIZE },
      { index: 1, offset: CHUNK_SIZE, length: CHUNK_SIZE },
      { index: 2, offset: 2 * CHUNK_SIZE, length: 10 },
    ])
    expect(chunkCount(CHUNK_SIZE * 2 + 10)).toBe(3)
  })

  it('makes one chunk of a small file, none of an empty one', () => {
    expect([...chunks(3)]).toEqual([{ index: 0, offset: 0, length: 3 }])
    expect([...chunks(0)]).toEqual([])
    expect([...chunks(CHUNK_SIZE)]).toHaveLength(1)
  })

  it('takes other chunk sizes, but only whole 4096-byte multiples', () => {
    expect([...chunks(10_000, 4096)].map((c) => c.offset)).toEqual([0, 4096, 8192])
    expect(() => [...chunks(10, 1000)]).toThrow(/multiple of 4096/)
  })
})

describe('padToBlockSize', () => {
  it('pads the tail with zeros to whole blocks, leaves whole blocks alone', () => {
    const tail = padToBlockSize(new Uint8Array([1, 2, 3]), 512)
    expect(tail.length).toBe(512)
    expect([...tail.slice(0, 4)]).toEqual([1, 2, 3, 0])
    const whole = new Uint8Array(1024)
    expect(padToBlockSize(whole, 512)).toBe(whole)
    expect(padToBlockSize(new Uint8Array(4097), 4096).length).toBe(8192)
  })
})

describe('isAllZeros', () => {
  it('holds only when every byte is zero', () => {
    expect(isAllZeros(new Uint8Array(16))).toBe(true)
    const one = new Uint8Array(16)
    one[15] = 1
    expect(isAllZeros(one)).toBe(false)
  })
})

describe('importDiskSize', () => {
  it('rounds up to whole GiB, at least 1 GiB', () => {
    expect(importDiskSize(1)).toBe(GiB)
    expect(importDiskSize(GiB)).toBe(GiB)
    expect(importDiskSize(GiB + 1)).toBe(2 * GiB)
  })
})

describe('percentDone', () => {
  it('is whole percent, never past 100; nothing to do is done', () => {
    expect(percentDone(0, 10)).toBe(0)
    expect(percentDone(1, 3)).toBe(33)
    expect(percentDone(10, 10)).toBe(100)
    expect(percentDone(11, 10)).toBe(100)
    expect(percentDone(0, 0)).toBe(100)
  })
})

describe('fileProblem', () => {
  it('needs something in the file that fits a disk', () => {
    expect(fileProblem({ size: 0 })).toBe('File is empty')
    expect(fileProblem({ size: 1024 * GiB })).toBe('File must be at most 1023 GiB')
    expect(fileProblem({ size: 1 })).toBeUndefined()
  })
})

describe('sendWithRetries', () => {
  /** A send that fails with these errors first, then answers "ok". */
  function flaky(...errors: { statusCode?: number; message: string }[]) {
    const send = vi.fn(async () => {
      const error = errors.shift()
      if (error) throw error
      return 'ok'
    })
    return send
  }
  const waits: number[] = []
  const sleep = async (ms: number) => {
    waits.push(ms)
  }
  beforeEach(() => {
    waits.length = 0
  })

  it('sends again after 500 ms, then 1.5 s, on a network error or a 5xx', async () => {
    const send = flaky({ message: 'Error reading API response' }, { statusCode: 503, message: 'x' })
    await expect(sendWithRetries(send, { sleep })).resolves.toBe('ok')
    expect(send).toHaveBeenCalledTimes(3)
    expect(waits).toEqual([500, 1500])
  })

  it('gives up after the third try with the last error', async () => {
    const send = flaky(
      { statusCode: 503, message: 'first' },
      { statusCode: 500, message: 'second' },
      { statusCode: 503, message: 'Service unavailable' },
    )
    await expect(sendWithRetries(send, { sleep })).rejects.toMatchObject({
      message: 'Service unavailable',
    })
    expect(send).toHaveBeenCalledTimes(3)
  })

  it('does not retry a 4xx: the write itself is wrong', async () => {
    const send = flaky({ statusCode: 400, message: 'Write past the end of the disk' })
    await expect(sendWithRetries(send, { sleep })).rejects.toMatchObject({ statusCode: 400 })
    expect(send).toHaveBeenCalledTimes(1)
    expect(waits).toEqual([])
  })

  it('stops waiting on a cancel, with the cancel’s error', async () => {
    const controller = new AbortController()
    const send = flaky({ statusCode: 503, message: 'busy' })
    const result = sendWithRetries(send, {
      signal: controller.signal,
      canceled: () => ({ message: 'Upload canceled' }),
    })
    controller.abort()
    await expect(result).rejects.toEqual({ message: 'Upload canceled' })
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('does not retry once told to stop (another chunk failed for good)', async () => {
    const send = flaky({ statusCode: 503, message: 'busy' })
    await expect(sendWithRetries(send, { sleep, stop: () => true })).rejects.toMatchObject({
      message: 'busy',
    })
    expect(send).toHaveBeenCalledTimes(1)
  })
})
