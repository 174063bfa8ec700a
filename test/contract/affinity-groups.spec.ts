import { beforeEach, describe, expect, it } from 'vitest'
import { resetDb } from '~/mock-api'
import { resetKnobs, setKnob } from '~/mock-api/knobs'
import { call, json } from './helpers'

beforeEach(() => {
  resetDb()
  resetKnobs()
})

const P = 'project=web-prod'
const body = (name: string) => ({ name, description: '', policy: 'fail', failure_domain: 'sled' })
const message = async (response: Response) =>
  ((await response.json()) as { message: string }).message

// the two kinds follow the same rules; only their words differ
describe.each([
  { kind: 'affinity-groups', type: 'affinity-group', word: 'affinity group' },
  { kind: 'anti-affinity-groups', type: 'anti-affinity-group', word: 'anti-affinity group' },
])('$kind', ({ kind, type, word }) => {
  const url = (rest = '') => `/v1/${kind}${rest}?${P}`

  it('creates, lists, renames and deletes a group; names are unique in the project', async () => {
    const created = await json('POST', url(), body('near'))
    expect(created).toMatchObject({ name: 'near', policy: 'fail', failure_domain: 'sled' })
    const taken = await call('POST', url(), body('near'))
    expect(taken.status).toBe(400)
    expect(await message(taken)).toBe(`already exists: ${type} "near"`)
    expect((await json('GET', url())).items.map((g: { name: string }) => g.name)).toContain('near')
    const renamed = await json('PUT', url('/near'), { name: 'close', description: 'x' })
    expect(renamed).toMatchObject({ name: 'close', description: 'x', policy: 'fail' })
    await json('DELETE', url('/close'), undefined, 204)
    const gone = await call('GET', url('/close'))
    expect(gone.status).toBe(404)
  })

  it('adds a stopped instance only, and names the state of one that is not', async () => {
    await json('POST', url(), body('near'))
    const member = await json('POST', url('/near/members/instance/db-primary'))
    expect(member).toMatchObject({ type: 'instance', value: { name: 'db-primary' } })
    const again = await call('POST', url('/near/members/instance/db-primary'))
    expect(again.status).toBe(400)
    const running = await call('POST', url('/near/members/instance/web-1'))
    expect(running.status).toBe(400)
    expect(await message(running)).toBe(`Instance cannot be added to ${word} in state: running`)
    // a member is seen by its own call; a non-member is a 404
    expect((await json('GET', url('/near/members/instance/db-primary'))).value.name).toBe(
      'db-primary',
    )
    expect((await call('GET', url('/near/members/instance/web-1'))).status).toBe(404)
    // the instance lists the group among its groups of the kind
    const groups = await json('GET', `/v1/instances/db-primary/${kind}?${P}`)
    expect(groups.items.map((g: { name: string }) => g.name)).toContain('near')
    await json('DELETE', url('/near/members/instance/db-primary'), undefined, 204)
    expect((await json('GET', url('/near/members'))).items).toEqual([])
  })

  it('project viewers read groups; only collaborators change them', async () => {
    await json('POST', url(), body('near'))
    setKnob('mock-user', 'carol')
    expect((await json('GET', url('/near'))).name).toBe('near')
    expect((await call('POST', url(), body('other'))).status).toBe(403)
    expect((await call('POST', url('/near/members/instance/db-primary'))).status).toBe(403)
    expect((await call('DELETE', url('/near'))).status).toBe(403)
  })
})
