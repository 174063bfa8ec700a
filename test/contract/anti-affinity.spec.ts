import { beforeEach, describe, expect, it } from 'vitest'
import { resetDb } from '~/mock-api'
import { resetKnobs } from '~/mock-api/knobs'
import { call, json } from './helpers'

beforeEach(() => {
  resetDb()
  resetKnobs()
})

const P = 'project=web-prod'
const GiB = 1024 ** 3
const members = (group: string) => json('GET', `/v1/anti-affinity-groups/${group}/members?${P}`)

describe('anti-affinity group members (an instance joins only when stopped)', () => {
  it('adds a stopped instance and refuses a running one with the state in the message', async () => {
    await json('POST', `/v1/anti-affinity-groups/empty-group/members/instance/db-primary?${P}`)
    const refused = await call(
      'POST',
      `/v1/anti-affinity-groups/empty-group/members/instance/web-1?${P}`,
    )
    expect(refused.status).toBe(400)
    expect((await refused.json()).message).toBe(
      'Instance cannot be added to anti-affinity group in state: running',
    )
    const page = await members('empty-group')
    expect(page.items.map((m: { value: { name: string } }) => m.value.name)).toEqual(['db-primary'])
  })
})

describe('instance create with user data and a group', () => {
  const body = (extra: Record<string, unknown>) => ({
    name: 'app-9',
    description: '',
    hostname: 'app-9',
    ncpus: 1,
    memory: GiB,
    network_interfaces: { type: 'none' },
    start: false,
    ...extra,
  })

  it('joins the groups named at create', async () => {
    const created = await call(
      'POST',
      `/v1/instances?${P}`,
      body({ anti_affinity_groups: ['web-spread'] }),
    )
    expect(created.ok).toBe(true)
    const page = await members('web-spread')
    expect(page.items.map((m: { value: { name: string } }) => m.value.name)).toContain('app-9')
  })

  it('refuses more than 32 KiB of user data, and data that is not base64', async () => {
    const big = Buffer.alloc(32 * 1024 + 1, 'a').toString('base64')
    const tooBig = await call('POST', `/v1/instances?${P}`, body({ user_data: big }))
    expect(tooBig.status).toBe(400)
    expect((await tooBig.json()).message).toMatch(/invalid length 32769, expected less than 32 KiB/)
    const notBase64 = await call('POST', `/v1/instances?${P}`, body({ user_data: '%%%' }))
    expect(notBase64.status).toBe(400)
    // nothing was made
    const list = await json('GET', `/v1/instances?${P}`)
    expect(list.items.some((i: { name: string }) => i.name === 'app-9')).toBe(false)
  })
})
