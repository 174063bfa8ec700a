import { beforeEach, describe, expect, it } from 'vitest'
import { resetDb } from '~/mock-api'
import { DB_PRIMARY_ID, WEB_1_ID } from '~/mock-api/fixtures/instances'
import { resetKnobs, setKnob } from '~/mock-api/knobs'
import { call, json } from './helpers'

beforeEach(() => {
  resetDb()
  resetKnobs()
})

const minute = 60_000
const iso = (t: number) => new Date(t).toISOString()
const oxqlTime = (t: number) => `@${iso(t).replace('Z', '')}`
const end = Math.floor(Date.now() / minute) * minute
const start = end - 60 * minute

const cpuQuery = (instanceId: string) =>
  `get virtual_machine:vcpu_usage | filter timestamp >= ${oxqlTime(start)} && ` +
  `timestamp < ${oxqlTime(end)} && instance_id == "${instanceId}" && state == "run" | ` +
  'align mean_within(60s) | group_by [instance_id], sum'

const query = (text: string, project = 'web-prod') =>
  call('POST', `/v1/timeseries/query?project=${project}`, { query: text })

describe('timeseries query', () => {
  it('gives a running instance one summed series, a point a minute, within its vCPUs', async () => {
    const body = await (await query(cpuQuery(WEB_1_ID))).json()
    const [series, ...more] = body.tables[0].timeseries
    expect(more).toEqual([])
    expect(series.fields.instance_id).toEqual({ type: 'uuid', value: WEB_1_ID })
    expect(series.points.timestamps).toHaveLength(60)
    const values: number[] = series.points.values[0].values.values
    // web-1 has 4 vCPUs: at most 4 × 60 s of run time a minute
    for (const v of values) expect(v).toBeGreaterThan(0)
    for (const v of values) expect(v).toBeLessThanOrEqual(4 * 60e9)
    // deterministic: the same query gives the same values
    const again = await (await query(cpuQuery(WEB_1_ID))).json()
    expect(again.tables[0].timeseries[0].points.values[0].values.values).toEqual(values)
  })

  it('has no series for a stopped instance, nor for another project', async () => {
    const stopped = await (await query(cpuQuery(DB_PRIMARY_ID))).json()
    expect(stopped.tables[0].timeseries).toEqual([])
    const elsewhere = await (await query(cpuQuery(WEB_1_ID), 'staging')).json()
    expect(elsewhere.tables[0].timeseries).toEqual([])
  })

  it('refuses a query it cannot parse, an unknown timeseries or field', async () => {
    for (const [text, message] of [
      ['select 1', 'a query starts with'],
      ['get nope:nothing', 'timeseries not found: nope:nothing'],
      ['get virtual_disk:reads | filter colour == "red"', 'field "colour" is not in timeseries'],
    ]) {
      const response = await query(text)
      expect(response.status).toBe(400)
      expect((await response.json()).message).toContain(message)
    }
    expect((await query('get a:b', 'nope')).status).toBe(404)
  })
})

describe('silo and system metrics', () => {
  const window = `start_time=${iso(start)}&end_time=${iso(end)}`

  it('end at the provisioned figures of the utilization view', async () => {
    const utilization = await json('GET', '/v1/utilization')
    for (const [metric, key] of [
      ['cpus_provisioned', 'cpus'],
      ['ram_provisioned', 'memory'],
      ['virtual_disk_space_provisioned', 'storage'],
    ]) {
      const page = await json('GET', `/v1/metrics/${metric}?${window}&limit=100`)
      expect(page.items).toHaveLength(60)
      expect(page.items.at(-1).datum).toEqual({ type: 'i64', datum: utilization.provisioned[key] })
    }
  })

  it('sum the fleet, or give one silo', async () => {
    const silos = await json('GET', '/v1/system/utilization/silos')
    const total = silos.items.reduce((sum: number, s: { provisioned: { cpus: number } }) => {
      return sum + s.provisioned.cpus
    }, 0)
    const fleet = await json('GET', `/v1/system/metrics/cpus_provisioned?${window}`)
    expect(fleet.items.at(-1).datum.datum).toBe(total)
    const initech = await json('GET', `/v1/system/metrics/cpus_provisioned?${window}&silo=initech`)
    expect(initech.items.at(-1).datum.datum).toBe(0)
  })

  it('page newest first when asked, and need a window', async () => {
    const page = await json(
      'GET',
      `/v1/metrics/cpus_provisioned?${window}&order=descending&limit=10`,
    )
    expect(page.items).toHaveLength(10)
    expect(page.items[0].timestamp > page.items[1].timestamp).toBe(true)
    expect(page.next_page).toBeTruthy()
    expect((await call('GET', '/v1/metrics/cpus_provisioned')).status).toBe(400)
  })

  it('keep system metrics for fleet viewers', async () => {
    setKnob('mock-user', 'carol')
    const response = await call('GET', `/v1/system/metrics/cpus_provisioned?${window}`)
    expect(response.status).toBe(403)
  })
})
