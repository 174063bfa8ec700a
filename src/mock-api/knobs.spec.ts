import { describe, expect, it } from 'vitest'
import { FAULT_STATUSES, parseFaults, parseLatency } from './knobs'

describe('mock-latency', () => {
  it('is a fixed delay or a range, in either order', () => {
    expect(parseLatency('300')).toEqual([300, 300])
    expect(parseLatency('200-400')).toEqual([200, 400])
    expect(parseLatency('400-200')).toEqual([200, 400])
  })

  it('is 0 when absent or unreadable', () => {
    expect(parseLatency(null)).toEqual([0, 0])
    expect(parseLatency('soon')).toEqual([0, 0])
  })
})

describe('mock-faults', () => {
  it('is off unless asked for', () => {
    expect(parseFaults(null)).toEqual({ rate: 0, statuses: [...FAULT_STATUSES] })
    expect(parseFaults('often').rate).toBe(0)
  })

  it('is a share of requests, clamped to 0..1, failing with any of the fault statuses', () => {
    expect(parseFaults('0.3')).toEqual({ rate: 0.3, statuses: [401, 403, 404, 500] })
    expect(parseFaults('7').rate).toBe(1)
    expect(parseFaults('-1').rate).toBe(0)
  })

  it('can fail with one status only', () => {
    expect(parseFaults('1:500')).toEqual({ rate: 1, statuses: [500] })
    expect(parseFaults('0.5:403')).toEqual({ rate: 0.5, statuses: [403] })
  })

  it('ignores a status faults do not inject', () => {
    expect(parseFaults('1:418').statuses).toEqual([...FAULT_STATUSES])
  })
})
