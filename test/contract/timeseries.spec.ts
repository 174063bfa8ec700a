import { beforeEach, describe, expect, it } from 'vitest'
import * as schema from '~/api/__generated__/validate'
import { resetDb } from '~/mock-api'
import { WEB_1_ID } from '~/mock-api/fixtures/instances'
import { WEB_PROD_ID } from '~/mock-api/fixtures/projects'
import { ACME_SILO_ID } from '~/mock-api/fixtures/silos'
import { resetKnobs, setKnob } from '~/mock-api/knobs'
import { call, json } from './helpers'

beforeEach(() => {
  resetDb()
  resetKnobs()
})

const minute = 60_000
const oxqlTime = (t: number) => `@${new Date(t).toISOString().replace('Z', '')}`
const end = Math.floor(Date.now() / minute) * minute
const start = end - 10 * minute
const window = `timestamp >= ${oxqlTime(start)} && timestamp < ${oxqlTime(end)}`

type Series = {
  fields: Record<string, { type: string; value: unknown }>
  points: { values: { values: { type: string; values: number[] } }[] }
}

async function tables(text: string, path = '/v1/timeseries/query?project=web-prod') {
  const body = await json('POST', path, { query: text })
  schema.OxqlQueryResult.parse(body)
  return body.tables[0].timeseries as Series[]
}
const values = (s: Series) => s.points.values[0].values.values
const sum = (ns: number[]) => ns.reduce((a, b) => a + b, 0)

const vcpu = (rest: string) =>
  `get virtual_machine:vcpu_usage | filter ${window} && instance_id == "${WEB_1_ID}"${rest}`

describe('timeseries schemas', () => {
  it('give each series its fields with their types and sources', async () => {
    const page = await json('GET', '/v1/system/timeseries/schemas?limit=100')
    schema.TimeseriesSchemaResultsPage.parse(page)
    const byName = new Map(
      page.items.map((s: { timeseries_name: string }) => [s.timeseries_name, s]),
    )
    const fieldsOf = (name: string) =>
      Object.fromEntries(
        (
          byName.get(name) as {
            field_schema: { name: string; field_type: string; source: string }[]
          }
        ).field_schema.map((f) => [f.name, `${f.field_type} ${f.source}`]),
      )
    expect(fieldsOf('virtual_machine:vcpu_usage')).toMatchObject({
      instance_id: 'uuid target',
      project_id: 'uuid target',
      silo_id: 'uuid target',
      sled_id: 'uuid target',
      vcpu_id: 'u32 metric',
      state: 'string metric',
    })
    expect(byName.get('virtual_machine:vcpu_usage')).toMatchObject({
      units: 'nanoseconds',
      datum_type: 'cumulative_u64',
      authz_scope: 'project',
    })
    for (const metric of [
      'bytes_sent',
      'bytes_received',
      'packets_sent',
      'packets_received',
      'errors_sent',
      'errors_received',
      'packets_dropped',
    ]) {
      expect(fieldsOf(`instance_network_interface:${metric}`)).toEqual({
        instance_id: 'uuid target',
        interface_id: 'uuid target',
        project_id: 'uuid target',
        silo_id: 'uuid target',
      })
    }
    expect(fieldsOf('virtual_disk:reads')).toMatchObject({ block_size: 'u32 target' })
  })

  it('page by name, and are for fleet viewers only', async () => {
    const first = await json('GET', '/v1/system/timeseries/schemas?limit=2')
    expect(first.items).toHaveLength(2)
    const next = await json(
      'GET',
      `/v1/system/timeseries/schemas?limit=2&page_token=${first.next_page}`,
    )
    expect(next.items[0].timeseries_name > first.items[1].timeseries_name).toBe(true)
    setKnob('mock-user', 'carol')
    expect((await call('GET', '/v1/system/timeseries/schemas')).status).toBe(403)
  })
})

describe('vCPU usage', () => {
  it('has a series per vCPU and state, with the instance, project and silo', async () => {
    const all = await tables(vcpu(' | align mean_within(60s)'))
    // web-1 has 4 vCPUs, each in four states
    expect(all).toHaveLength(16)
    const states = new Set(all.map((s) => s.fields.state.value))
    expect(states).toEqual(new Set(['run', 'idle', 'waiting', 'emulation']))
    expect(new Set(all.map((s) => s.fields.vcpu_id.value))).toEqual(new Set([0, 1, 2, 3]))
    expect(all[0].fields).toMatchObject({
      vcpu_id: { type: 'u32' },
      state: { type: 'string' },
      instance_id: { type: 'uuid', value: WEB_1_ID },
      project_id: { type: 'uuid', value: WEB_PROD_ID },
      silo_id: { type: 'uuid', value: ACME_SILO_ID },
    })
  })

  it('a vCPU spends each second in exactly one state', async () => {
    const perVcpu = await tables(vcpu(' && vcpu_id == 0 | align mean_within(60s)'))
    expect(perVcpu).toHaveLength(4)
    const minutes = values(perVcpu[0]).length
    expect(minutes).toBe(10)
    for (let i = 0; i < minutes; i++) {
      const total = sum(perVcpu.map((s) => values(s)[i]))
      expect(Math.abs(total - 60e9)).toBeLessThanOrEqual(4)
    }
  })

  it("the console's chart (run state, summed per instance) is the sum of the vCPUs' run time", async () => {
    const [chart] = await tables(
      vcpu(' && state == "run" | align mean_within(60s) | group_by [instance_id], sum'),
    )
    const byVcpu = await tables(
      vcpu(' && state == "run" | align mean_within(60s) | group_by [vcpu_id], sum'),
    )
    expect(byVcpu).toHaveLength(4)
    values(chart).forEach((v, i) => {
      expect(v).toBe(sum(byVcpu.map((s) => values(s)[i])))
      // below the 4 vCPUs' time: the idle share is not in it
      expect(v).toBeLessThan(4 * 60e9 * 0.97)
    })
  })

  it('groups by state; a group without a reducer is a mean, as a double', async () => {
    const byState = await tables(vcpu(' | align mean_within(60s) | group_by [state], sum'))
    expect(byState.map((s) => s.fields.state.value).sort()).toEqual([
      'emulation',
      'idle',
      'run',
      'waiting',
    ])
    const waiting = byState.find((s) => s.fields.state.value === 'waiting')!
    const [mean] = await tables(
      vcpu(' && state == "waiting" | align mean_within(60s) | group_by [state]'),
    )
    expect(mean.points.values[0].values.type).toBe('double')
    values(mean).forEach((v, i) => {
      expect(v).toBeCloseTo(values(waiting)[i] / 4)
    })
  })
})

describe('network interface series', () => {
  it('packets dropped: one series per interface of a running instance', async () => {
    const nics = await json('GET', `/v1/network-interfaces?project=web-prod&instance=web-1`)
    const dropped = await tables(
      `get instance_network_interface:packets_dropped | filter ${window} && ` +
        `instance_id == "${WEB_1_ID}" | align mean_within(60s)`,
    )
    expect(dropped.map((s) => s.fields.interface_id.value).sort()).toEqual(
      nics.items.map((n: { id: string }) => n.id).sort(),
    )
    const sent = await tables(
      `get instance_network_interface:packets_sent | filter ${window} && ` +
        `instance_id == "${WEB_1_ID}" | align mean_within(60s)`,
    )
    // drops are a sliver of the traffic
    expect(sum(dropped.flatMap(values))).toBeLessThan(sum(sent.flatMap(values)) / 100)
    for (const metric of ['errors_sent', 'errors_received']) {
      const series = await tables(
        `get instance_network_interface:${metric} | filter ${window} && ` +
          `instance_id == "${WEB_1_ID}"`,
      )
      expect(series).toHaveLength(nics.items.length)
    }
  })

  it('refuses a field the series does not have, even with no data', async () => {
    const response = await call('POST', '/v1/timeseries/query?project=empty-project', {
      query: 'get instance_network_interface:packets_dropped | filter state == "run"',
    })
    expect(response.status).toBe(400)
    expect((await response.json()).message).toBe(
      'Query parsing failed: field "state" is not in timeseries instance_network_interface:packets_dropped',
    )
  })
})

describe('system timeseries query', () => {
  it('spans every project, for fleet viewers only', async () => {
    const text =
      `get virtual_machine:vcpu_usage | filter ${window} && state == "run" | ` +
      'align mean_within(60s) | group_by [project_id], sum'
    const fleet = await tables(text, '/v1/system/timeseries/query')
    expect(fleet.map((s) => s.fields.project_id.value)).toContain(WEB_PROD_ID)
    const [project] = await tables(text)
    const webProd = fleet.find((s) => s.fields.project_id.value === WEB_PROD_ID)!
    expect(values(webProd)).toEqual(values(project))
    setKnob('mock-user', 'carol')
    const refused = await call('POST', '/v1/system/timeseries/query', { query: text })
    expect(refused.status).toBe(403)
  })
})
