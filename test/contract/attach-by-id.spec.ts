import { beforeEach, describe, expect, it } from 'vitest'
import { resetDb } from '~/mock-api'
import { resetKnobs } from '~/mock-api/knobs'
import { call, json } from './helpers'

beforeEach(() => {
  resetDb()
  resetKnobs()
})

const P = 'project=web-prod'
const idOf = async (path: string) => (await json('GET', path)).id as string
const instanceId = (name: string, project = 'web-prod') =>
  idOf(`/v1/instances/${name}?project=${project}`)
const message = async (response: Response) =>
  ((await response.json()) as { message: string }).message

/**
 * Every attach-style call names a second resource beside the first one's
 * project. A rack takes that resource by name (within the project) or by id
 * alone: an id must not be looked up with the project beside it (that is a 400
 * "when providing instance as an ID project should not be specified").
 */
describe('attach calls take the other resource by id', () => {
  it('floating IP attach: the instance as an id, as the official console sends it', async () => {
    const id = await instanceId('web-2')
    const fip = await json('POST', `/v1/floating-ips/spare-ip/attach?${P}`, {
      kind: 'instance',
      parent: id,
    })
    expect(fip.instance_id).toBe(id)
  })

  it('floating IP attach: an instance of another project is refused, by id or by name', async () => {
    const other = await instanceId('trainer-2', 'ml-training')
    const byId = await call('POST', `/v1/floating-ips/spare-ip/attach?${P}`, {
      kind: 'instance',
      parent: other,
    })
    expect(byId.status).toBe(400)
    expect(await message(byId)).toBe('floating IP must be in the same project as the instance')
    const byName = await call('POST', `/v1/floating-ips/spare-ip/attach?${P}`, {
      kind: 'instance',
      parent: 'trainer-2',
    })
    expect(byName.status).toBe(404)
  })

  it('external subnet attach: the instance as an id', async () => {
    const id = await instanceId('web-2')
    const subnet = await json('POST', `/v1/external-subnets/spare-block/attach?${P}`, {
      instance: id,
    })
    expect(subnet.instance_id).toBe(id)
  })

  it('disk attach: the disk as an id', async () => {
    const disk = await idOf(`/v1/disks/scratch?${P}`)
    const attached = await json('POST', `/v1/instances/db-primary/disks/attach?${P}`, { disk })
    expect(attached.id).toBe(disk)
    expect(attached.state).toEqual({ state: 'attached', instance: await instanceId('db-primary') })
  })

  it('group member add: the instance in the path as an id', async () => {
    const id = await instanceId('db-primary')
    for (const kind of ['anti-affinity-groups', 'affinity-groups']) {
      const group = kind === 'affinity-groups' ? 'cache-near-web' : 'empty-group'
      const member = await json('POST', `/v1/${kind}/${group}/members/instance/${id}?${P}`)
      expect(member.value.id).toBe(id)
      const seen = await json('GET', `/v1/${kind}/${group}/members/instance/${id}?${P}`)
      expect(seen.value.name).toBe('db-primary')
    }
  })

  it('instance create: a floating IP and an anti-affinity group as ids', async () => {
    const fip = await idOf(`/v1/floating-ips/spare-ip?${P}`)
    const group = await idOf(`/v1/anti-affinity-groups/empty-group?${P}`)
    const created = await json('POST', `/v1/instances?${P}`, {
      name: 'app-9',
      description: '',
      hostname: 'app-9',
      ncpus: 1,
      memory: 1024 ** 3,
      network_interfaces: { type: 'none' },
      external_ips: [{ type: 'floating', floating_ip: fip }],
      anti_affinity_groups: [group],
      start: false,
    })
    expect((await json('GET', `/v1/floating-ips/spare-ip?${P}`)).instance_id).toBe(created.id)
    const members = await json('GET', `/v1/anti-affinity-groups/empty-group/members?${P}`)
    expect(members.items.map((m: { value: { id: string } }) => m.value.id)).toEqual([created.id])
  })
})
