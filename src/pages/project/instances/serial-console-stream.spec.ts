import { describe, expect, it } from 'vitest'
import { closeReason, frameData, streamUrl } from './serial-console-stream'

describe('streamUrl', () => {
  it('uses wss on an https page and ws otherwise, on the same host', () => {
    const query = { project: 'web-prod', mostRecent: 262144 }
    expect(streamUrl({ protocol: 'https:', host: 'console.example:8443' }, 'db-1', query)).toBe(
      'wss://console.example:8443/v1/instances/db-1/serial-console/stream?project=web-prod&most_recent=262144',
    )
    expect(streamUrl({ protocol: 'http:', host: 'localhost:4000' }, 'db-1', query)).toBe(
      'ws://localhost:4000/v1/instances/db-1/serial-console/stream?project=web-prod&most_recent=262144',
    )
  })
})

describe('closeReason', () => {
  it("prefers the server's reason, capitalised", () => {
    expect(closeReason({ code: 4000, reason: 'instance "web-1" is stopped' })).toBe(
      'Instance "web-1" is stopped',
    )
  })

  it('explains the usual codes', () => {
    expect(closeReason({ code: 1000, reason: '' })).toBe('The instance closed the serial console')
    expect(closeReason({ code: 1006, reason: '' })).toBe('The connection was lost')
    expect(closeReason({ code: 1011, reason: '' })).toBe('The connection closed (code 1011)')
  })
})

describe('frameData', () => {
  const hi = new Uint8Array([104, 105])

  it('keeps text as text and bytes as bytes', async () => {
    expect(await frameData('hi')).toBe('hi')
    expect(await frameData(hi.buffer)).toEqual(hi)
    expect(await frameData(new Uint8Array([0, 104, 105]).subarray(1))).toEqual(hi)
    expect(await frameData(new Blob([hi]))).toEqual(hi)
  })

  it('writes nothing for anything else', async () => {
    expect(await frameData(42)).toBe('')
  })
})
