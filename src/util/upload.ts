import { GiB, KiB } from './units'

/**
 * The pieces of a bulk disk import that know no API: how a file is cut into
 * the API's chunks, which chunks need sending, when and how often a failed
 * one is sent again, and how far along an upload is.
 */

/**
 * Largest `bulk-write` the API takes: the Crucible pantry refuses more than
 * 512 KiB of decoded data per request.
 */
export const CHUNK_SIZE = 512 * KiB

/** Disks are sized in whole GiB, from 1 to 1023 GiB (the disk create rules). */
export const MAX_IMPORT_BYTES = 1023 * GiB

export type Chunk = { index: number; offset: number; length: number }

/** How many chunks a file of `size` bytes makes. */
export const chunkCount = (size: number, chunkSize = CHUNK_SIZE) => Math.ceil(size / chunkSize)

/**
 * The chunks of a file, in order: each starts at a multiple of `chunkSize`
 * (so of every block size, as the API wants offsets), the last one is shorter.
 * A generator, so a 2 GiB file does not make a 4,000-item array up front.
 */
export function* chunks(size: number, chunkSize = CHUNK_SIZE): Generator<Chunk> {
  if (chunkSize <= 0 || chunkSize % 4096 !== 0) {
    throw new Error('chunk size must be a positive multiple of 4096 bytes')
  }
  for (let index = 0; index < chunkCount(size, chunkSize); index++) {
    const offset = index * chunkSize
    yield { index, offset, length: Math.min(chunkSize, size - offset) }
  }
}

/** Writes cover whole blocks: the tail of a file is padded with zeros to the block size. */
export function padToBlockSize(bytes: Uint8Array, blockSize: number): Uint8Array {
  const rest = bytes.length % blockSize
  if (rest === 0) return bytes
  const padded = new Uint8Array(bytes.length + blockSize - rest)
  padded.set(bytes)
  return padded
}

/** A new disk's blocks are zeros already, so an all-zero chunk need not be sent. */
export const isAllZeros = (bytes: Uint8Array) => bytes.every((b) => b === 0)

/** Waits before the second and third try of a chunk write. */
export const CHUNK_RETRY_DELAYS_MS = [500, 1500] as const

/**
 * Whether a failed chunk write may go better a moment later: the network
 * dropped (no status came back) or the server or a proxy failed (5xx, a 503
 * while the pantry is busy). A 4xx says the write itself is wrong.
 */
export const isRetryable = (error: { statusCode?: number }) =>
  error.statusCode === undefined || error.statusCode >= 500

type RetryOptions = {
  /** the wait before each retry; as many retries as waits */
  delays?: readonly number[]
  signal?: AbortSignal
  /** give up instead of retrying, e.g. once another chunk has failed for good */
  stop?: () => boolean
  /** what to throw when a cancel comes during a wait */
  canceled?: () => unknown
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>
}

/** Resolves after `ms`, or at once when the signal aborts. */
export const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve()
    const timer = setTimeout(done, ms)
    function done() {
      clearTimeout(timer)
      signal?.removeEventListener('abort', done)
      resolve()
    }
    signal?.addEventListener('abort', done, { once: true })
  })

/**
 * Sends one chunk, and again after each of `delays` while it fails in a way
 * worth retrying, so a blip of the network or the server does not end an
 * upload of many gigabytes. The last failure is what the caller sees.
 */
export async function sendWithRetries<T>(send: () => Promise<T>, opts: RetryOptions = {}) {
  const { delays = CHUNK_RETRY_DELAYS_MS, signal, stop, canceled, sleep: wait = sleep } = opts
  for (let attempt = 0; ; attempt++) {
    try {
      return await send()
    } catch (e) {
      const error = e as { statusCode?: number }
      if (attempt >= delays.length || !isRetryable(error) || stop?.()) throw e
      await wait(delays[attempt], signal)
      if (signal?.aborted) throw canceled ? canceled() : e
      if (stop?.()) throw e
    }
  }
}

/** The size of the disk a file is imported into: whole GiB, at least 1. */
export const importDiskSize = (fileSize: number) => Math.max(1, Math.ceil(fileSize / GiB)) * GiB

/** Whole percent done, 0 to 100; an empty upload is done. */
export function percentDone(done: number, total: number): number {
  if (total <= 0) return 100
  return Math.min(100, Math.floor((100 * done) / total))
}

/** Why a picked file cannot be imported, or undefined when it can. */
export function fileProblem(file: { size: number }): string | undefined {
  if (file.size === 0) return 'File is empty'
  if (file.size > MAX_IMPORT_BYTES) return 'File must be at most 1023 GiB'
  return undefined
}
