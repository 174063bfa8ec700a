import { describe, expect, it } from 'vitest'
import type { Measurement, OxqlQueryResult } from '~/api/__generated__/Api'
import {
  chartSummary,
  cpuUtilization,
  formatBytesRate,
  formatPercent,
  formatRate,
  measurementPoints,
  niceCeiling,
  oxqlPoints,
  oxqlQuery,
  parseRange,
  timeWindow,
} from './metrics'

const at = (iso: string) => new Date(iso)

describe('time ranges', () => {
  it('reads the range from the URL, defaulting to the last 24 hours', () => {
    expect(parseRange('7d').label).toBe('Last week')
    expect(parseRange('1h').minutes).toBe(60)
    expect(parseRange('30d').minutes).toBe(43200)
    expect(parseRange(null).label).toBe('Last 24 hours')
    expect(parseRange('forever').label).toBe('Last 24 hours')
  })

  it('ends the window at the minute, with 60 intervals over the range', () => {
    const w = timeWindow(parseRange('1h'), at('2026-11-23T10:15:42.123Z'))
    expect(w.end.toISOString()).toBe('2026-11-23T10:15:00.000Z')
    expect(w.start.toISOString()).toBe('2026-11-23T09:15:00.000Z')
    expect(w.intervalSeconds).toBe(60)
    expect(timeWindow(parseRange('7d'), at('2026-11-23T10:15:00Z')).intervalSeconds).toBe(10080)
  })
})

describe('oxqlQuery', () => {
  const window = timeWindow(parseRange('1h'), at('2026-11-23T10:00:00Z'))

  it('filters on the window and the fields, aligns and sums', () => {
    expect(
      oxqlQuery({
        timeseries: 'virtual_machine:vcpu_usage',
        window,
        filters: { instance_id: 'abc', state: 'run' },
        groupBy: ['instance_id'],
      }),
    ).toBe(
      'get virtual_machine:vcpu_usage' +
        ' | filter timestamp >= @2026-11-23T09:00:00.000 && timestamp < @2026-11-23T10:00:00.000' +
        ' && instance_id == "abc" && state == "run"' +
        ' | align mean_within(60s)' +
        ' | group_by [instance_id], sum',
    )
  })

  it('escapes quotes in values and leaves out group_by when not asked', () => {
    const q = oxqlQuery({ timeseries: 'a:b', window, filters: { name: 'x"y\\' } })
    expect(q).toContain('name == "x\\"y\\\\"')
    expect(q).not.toContain('group_by')
  })
})

describe('oxqlPoints', () => {
  const series = (timestamps: string[], values: (number | null)[]) => ({
    fields: {},
    points: {
      timestamps: timestamps.map(at),
      values: [{ metricType: 'delta' as const, values: { type: 'integer' as const, values } }],
    },
  })

  it('sums timeseries at each timestamp and skips missing values', () => {
    const result = {
      tables: [
        {
          name: 'virtual_disk:reads',
          timeseries: [
            series(['2026-11-23T10:01:00Z', '2026-11-23T10:02:00Z'], [10, null]),
            series(['2026-11-23T10:01:00Z', '2026-11-23T10:02:00Z'], [5, 7]),
          ],
        },
      ],
    } as unknown as OxqlQueryResult
    expect(oxqlPoints(result)).toEqual([
      { timestamp: at('2026-11-23T10:01:00Z'), value: 15 },
      { timestamp: at('2026-11-23T10:02:00Z'), value: 7 },
    ])
  })

  it('has no points for no tables or no timeseries', () => {
    expect(oxqlPoints({ tables: [] })).toEqual([])
    expect(oxqlPoints({ tables: [{ name: 'a:b', timeseries: [] }] })).toEqual([])
  })
})

describe('measurementPoints', () => {
  it('keeps numeric data, oldest first', () => {
    const items = [
      { timestamp: at('2026-11-23T10:02:00Z'), datum: { type: 'i64', datum: 12 } },
      { timestamp: at('2026-11-23T10:01:00Z'), datum: { type: 'i64', datum: 8 } },
      { timestamp: at('2026-11-23T10:03:00Z'), datum: { type: 'bool', datum: true } },
    ] as Measurement[]
    expect(measurementPoints(items).map((p) => p.value)).toEqual([8, 12])
  })
})

describe('cpuUtilization', () => {
  it('is run time over the time all vCPUs had', () => {
    // 4 vCPUs over 60 s have 240 s; 60 s of running is 25%
    const points = [{ timestamp: at('2026-11-23T10:01:00Z'), value: 60e9 }]
    expect(cpuUtilization(points, 60, 4)[0].value).toBe(25)
  })
})

describe('niceCeiling', () => {
  it('rounds up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect([0, 0.3, 1, 7, 11, 21, 67, 240, 251, 4_000_000].map(niceCeiling)).toEqual([
      0, 0.5, 1, 10, 20, 25, 100, 250, 500, 5_000_000,
    ])
  })
})

describe('formats', () => {
  it('gives percentages, rates and 1024-based byte rates', () => {
    expect(formatPercent(12.345)).toBe('12.3%')
    expect(formatRate(1234.567)).toBe('1,234.57/s')
    expect(formatBytesRate(1536 * 1024)).toBe('1.5 MiB/s')
  })

  it('summarises a chart for screen readers', () => {
    const points = [3, 9, 5].map((value, i) => ({ timestamp: new Date(i), value }))
    expect(chartSummary(points, String)).toBe('latest 5, lowest 3, highest 9')
    expect(chartSummary([], String)).toBe('no data')
  })
})
