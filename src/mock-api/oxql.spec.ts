import { describe, expect, it } from 'vitest'
import { parseOxql } from './oxql'

describe('parseOxql', () => {
  it('reads the query the console writes', () => {
    const q = parseOxql(
      'get virtual_machine:vcpu_usage | filter timestamp >= @2026-11-23T09:00:00.000 && ' +
        'timestamp < @2026-11-23T10:00:00.000 && instance_id == "abc" && state == "run" | ' +
        'align mean_within(60s) | group_by [instance_id], sum',
    )
    expect(q).toEqual({
      timeseries: 'virtual_machine:vcpu_usage',
      start: new Date('2026-11-23T09:00:00Z'),
      end: new Date('2026-11-23T10:00:00Z'),
      filters: { instance_id: 'abc', state: 'run' },
      intervalSeconds: 60,
      groupBy: ['instance_id'],
      reducer: 'sum',
    })
  })

  it('compares fields with numbers and booleans, and groups by mean unless told to sum', () => {
    const q = parseOxql('get a:b | filter vcpu_id == 0 && up == true | group_by [vcpu_id, state]')
    expect(q.filters).toEqual({ vcpu_id: '0', up: 'true' })
    expect(q.groupBy).toEqual(['vcpu_id', 'state'])
    expect(q.reducer).toBe('mean')
    expect(parseOxql('get a:b | group_by [state], mean').reducer).toBe('mean')
    expect(() => parseOxql('get a:b | filter state == run')).toThrow(
      'expected a quoted string, a number or a boolean, found run',
    )
  })

  it('takes a bare get, minutes and escaped strings', () => {
    expect(parseOxql('get a:b')).toEqual({ timeseries: 'a:b', filters: {} })
    expect(parseOxql('get a:b | align mean_within(5m)').intervalSeconds).toBe(300)
    expect(parseOxql('get a:b | filter name == "x\\"y"').filters).toEqual({ name: 'x"y' })
  })

  it('refuses what it cannot read', () => {
    expect(() => parseOxql('select * from cpu')).toThrow('a query starts with "get <timeseries>"')
    expect(() => parseOxql('get cpu')).toThrow('invalid timeseries name "cpu"')
    expect(() => parseOxql('get a:b | filter x ~= "y"')).toThrow('unsupported filter')
    expect(() => parseOxql('get a:b | filter x > "y"')).toThrow('can only be compared with ==')
    expect(() => parseOxql('get a:b | filter timestamp >= @yesterday')).toThrow('invalid timestamp')
    expect(() => parseOxql('get a:b | align mean_within(0s)')).toThrow('must be positive')
    expect(() => parseOxql('get a:b | first 10')).toThrow('unsupported table operation')
    expect(() =>
      parseOxql(
        'get a:b | filter timestamp >= @2026-01-02T00:00:00 && timestamp < @2026-01-01T00:00:00',
      ),
    ).toThrow('before its end')
  })
})
