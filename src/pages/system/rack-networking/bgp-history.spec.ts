import { describe, expect, it } from 'vitest'
import { bgpMessages } from './bgp-history'

describe('bgpMessages', () => {
  it('one row per message, oldest first, the value in the API field names', () => {
    const rows = bgpMessages({
      sent: [
        { timestamp: '2025-01-01T00:00:02Z', message: { type: 'keepalive' } },
        {
          timestamp: '2025-01-01T00:00:00Z',
          message: { type: 'open', value: { version: 4, holdTime: 6 } },
        },
      ],
      received: [
        {
          timestamp: '2025-01-01T00:00:01Z',
          message: { type: 'update', value: { nlri: ['192.0.2.0/24', '198.51.100.0/24'] } },
        },
      ],
    })
    expect(rows).toEqual([
      {
        direction: 'sent',
        time: '2025-01-01T00:00:00Z',
        type: 'open',
        details: 'version 4, hold_time 6',
      },
      {
        direction: 'received',
        time: '2025-01-01T00:00:01Z',
        type: 'update',
        details: 'nlri 192.0.2.0/24, 198.51.100.0/24',
      },
      { direction: 'sent', time: '2025-01-01T00:00:02Z', type: 'keepalive', details: '' },
    ])
  })

  it('another shape is not taken for messages', () => {
    expect(bgpMessages(null)).toBeUndefined()
    expect(bgpMessages('text')).toBeUndefined()
    expect(bgpMessages({ other: 1 })).toBeUndefined()
    expect(bgpMessages({ sent: ['x'] })).toBeUndefined()
    expect(bgpMessages({ sent: [] })).toEqual([])
  })
})
