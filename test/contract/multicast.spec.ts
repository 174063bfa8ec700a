import { beforeEach, describe, expect, it } from 'vitest'
import { resetDb } from '~/mock-api'
import { resetKnobs, setKnob } from '~/mock-api/knobs'
import { call, json } from './helpers'

beforeEach(() => {
  resetDb()
  resetKnobs()
})

const P = 'project=web-prod'
const join = (instance: string, group: string) =>
  `/v1/instances/${instance}/multicast-groups/${group}?${P}`
const groupNames = async () =>
  (await json('GET', '/v1/multicast-groups')).items.map((g: { name: string }) => g.name)

async function refusal(response: Response) {
  return [response.status, (await response.json()).message]
}

describe('multicast groups', () => {
  it('lists the fleet groups with their members from every project', async () => {
    expect(await groupNames()).toEqual(['metrics-bus', 'video-feed'])
    const feed = await json('GET', '/v1/multicast-groups/video-feed')
    // one member names a source, the other takes any
    expect(feed).toMatchObject({ source_ips: ['192.0.2.100'], has_any_source_member: true })
    // a group is found by its address too
    expect((await json('GET', '/v1/multicast-groups/224.2.0.11')).name).toBe('metrics-bus')
    const bus = await json('GET', '/v1/multicast-groups/metrics-bus/members')
    expect(bus.items.map((m: { name: string }) => m.name)).toEqual(['trainer-1'])
    expect((await call('GET', '/v1/multicast-groups/nope')).status).toBe(404)
  })

  it('joining by a new name creates the group from the silo multicast pool', async () => {
    const member = await json('PUT', join('web-1', 'alerts'), {}, 201)
    expect(member).toMatchObject({ name: 'web-1', multicast_ip: '224.2.0.1', state: 'Joined' })
    const group = await json('GET', '/v1/multicast-groups/alerts')
    expect(group.description).toBe('Implicitly created for instance attachment')
    // a stopped instance is a member that has left until it runs
    expect(await json('PUT', join('db-primary', 'alerts'), {}, 201)).toMatchObject({
      state: 'Left',
    })
  })

  it('joining by an address creates a group named after it, inside a multicast pool only', async () => {
    await json('PUT', join('web-1', '224.2.0.50'), {}, 201)
    expect(await groupNames()).toContain('mcast-224-2-0-50')
    expect(await refusal(await call('PUT', join('web-1', '239.9.9.9'), {}))).toEqual([
      400,
      "multicast IP not in any pool's address range",
    ])
  })

  it('a new group needs a valid name', async () => {
    expect(await refusal(await call('PUT', join('web-1', 'Bad_Name'), {}))).toEqual([
      400,
      '"Bad_Name" is not a multicast group name, id or IP address',
    ])
  })

  it('an id must name a group that exists', async () => {
    const id = '00000000-0000-4000-8000-000000000000'
    expect(await refusal(await call('PUT', join('web-1', id), {}))).toEqual([
      404,
      `not found: multicast-group with id "${id}"`,
    ])
  })

  it('checks sources against the group address family', async () => {
    expect(
      await refusal(await call('PUT', join('web-2', 'video-feed'), { source_ips: ['fd00::1'] })),
    ).toEqual([400, 'source IP fd00::1 does not match multicast group address family (IPv4)'])
  })

  it('the last member to leave takes the group with it; leaving twice is no error', async () => {
    await json(
      'DELETE',
      join('trainer-1', 'metrics-bus').replace(P, 'project=ml-training'),
      undefined,
      204,
    )
    expect(await groupNames()).toEqual(['video-feed'])
    await json('DELETE', join('web-1', 'video-feed'), undefined, 204)
    await json('DELETE', join('web-1', 'video-feed'), undefined, 204)
    const members = await json('GET', '/v1/multicast-groups/video-feed/members')
    expect(members.items.map((m: { name: string }) => m.name)).toEqual(['web-2'])
  })

  it('lists an instance memberships; a viewer reads them but cannot join', async () => {
    const mine = await json('GET', `/v1/instances/web-1/multicast-groups?${P}`)
    expect(mine.items.map((m: { multicast_ip: string }) => m.multicast_ip)).toEqual(['224.2.0.10'])
    setKnob('mock-user', 'carol')
    expect((await json('GET', '/v1/multicast-groups')).items).toHaveLength(2)
    expect((await call('PUT', join('web-1', 'metrics-bus'), {})).status).toBe(403)
    expect((await call('DELETE', join('web-1', 'video-feed'))).status).toBe(403)
  })
})
