import { describe, expect, it } from 'vitest'
import type { OxqlQueryResult, TimeseriesSchema } from '~/api/__generated__/Api'
import {
  explorerQuery,
  formatCompact,
  resultTables,
  searchSchemas,
  seriesLabel,
} from './oxql-explorer'

const window = {
  start: new Date('2026-01-01T09:00:00.000Z'),
  end: new Date('2026-01-01T10:00:00.000Z'),
  intervalSeconds: 60,
}
const range = 'filter timestamp >= @2026-01-01T09:00:00.000 && timestamp < @2026-01-01T10:00:00.000'

describe('explorerQuery', () => {
  it('adds the range and an alignment right after get', () => {
    expect(explorerQuery(' get a:b | group_by [x], sum ', window)).toBe(
      `get a:b | ${range} | align mean_within(60s) | group_by [x], sum`,
    )
    expect(explorerQuery('get a:b', window)).toBe(`get a:b | ${range} | align mean_within(60s)`)
  })

  it('keeps what the query says itself, and an "or" whole', () => {
    const own = 'get a:b | filter timestamp > @2026-01-01T00:00:00 | align mean_within(5m)'
    expect(explorerQuery(own, window)).toBe(own)
    expect(explorerQuery('get a:b | align mean_within(5m)', window)).toBe(
      `get a:b | ${range} | align mean_within(5m)`,
    )
    expect(explorerQuery('get a:b || x', window)).toBe(
      `get a:b || x | ${range} | align mean_within(60s)`,
    )
    expect(explorerQuery('   ', window)).toBe('')
  })
})

describe('resultTables', () => {
  const t = (m: number) => new Date(Date.UTC(2026, 0, 1, 9, m))
  const result: OxqlQueryResult = {
    tables: [
      {
        name: 'a:b',
        timeseries: [
          {
            fields: { state: { type: 'string', value: 'run' }, vcpuId: { type: 'u32', value: 1 } },
            points: {
              timestamps: [t(2), t(1), t(3)],
              values: [
                {
                  metricType: 'delta',
                  values: { type: 'integer', values: [20, 10, null] },
                },
              ],
            },
          },
          {
            fields: {},
            points: {
              timestamps: [t(1)],
              values: [{ metricType: 'gauge', values: { type: 'string', values: ['x'] } }],
            },
          },
        ],
      },
    ],
  }

  it('gives each timeseries its fields, numeric points oldest first, and figures', () => {
    const [table] = resultTables(result)
    expect(table.name).toBe('a:b')
    // the client camel-cases the keys: they are shown as OxQL names them
    expect(table.fieldNames).toEqual(['state', 'vcpu_id'])
    expect(table.rows[0]).toMatchObject({
      key: 'run/1',
      fields: { state: 'run', vcpu_id: '1' },
      points: [
        { timestamp: t(1), value: 10 },
        { timestamp: t(2), value: 20 },
      ],
      latest: 20,
      lowest: 10,
      highest: 20,
    })
    // strings have no line
    expect(table.rows[1]).toMatchObject({ key: '1', points: [], latest: undefined })
  })

  it('names a series by its fields', () => {
    expect(seriesLabel({ cpu: '1', state: 'run' })).toBe('cpu 1, state run')
    expect(seriesLabel({})).toBe('All timeseries')
  })
})

describe('searchSchemas', () => {
  const schema = (name: string, fields: string[], metric = ''): TimeseriesSchema => ({
    timeseriesName: name,
    description: { target: '', metric },
    fieldSchema: fields.map((f) => ({
      name: f,
      fieldType: 'string',
      source: 'target',
      description: '',
    })),
    authzScope: 'project',
    datumType: 'cumulative_u64',
    units: 'count',
    version: 1,
    created: new Date(0),
  })
  const all = [
    schema('virtual_disk:reads', ['disk_id'], 'Number of read operations'),
    schema('instance_network_interface:packets_sent', ['interface_id']),
    schema('virtual_machine:vcpu_usage', ['sled_id', 'state']),
  ]

  it('matches every word in the name, the description or a field, in name order', () => {
    const names = (search: string) => searchSchemas(all, search).map((s) => s.timeseriesName)
    expect(names('')).toEqual([
      'instance_network_interface:packets_sent',
      'virtual_disk:reads',
      'virtual_machine:vcpu_usage',
    ])
    expect(names('SLED')).toEqual(['virtual_machine:vcpu_usage'])
    expect(names('read operations')).toEqual(['virtual_disk:reads'])
    expect(names('virtual sled')).toEqual(['virtual_machine:vcpu_usage'])
    expect(names('nothing')).toEqual([])
  })
})

describe('formatCompact', () => {
  it('keeps a value of any size short', () => {
    expect([42_725_511_625_992, 1234, 0.5, 0].map(formatCompact)).toEqual([
      '42.7T',
      '1.2K',
      '0.5',
      '0',
    ])
  })
})
