import { beforeEach, describe, expect, it } from 'vitest'
import * as schema from '~/api/__generated__/validate'
import { resetDb } from '~/mock-api'
import { resetKnobs, setKnob } from '~/mock-api/knobs'
import { call, json } from './helpers'

beforeEach(() => {
  resetDb()
  resetKnobs()
})

const URL = '/v1/system/networking/allow-list'
const put = (allowed_ips: unknown) => call('PUT', URL, { allowed_ips })

async function refusal(response: Response) {
  const error = await response.json()
  schema.Error.parse(error)
  return [response.status, error.message]
}

describe('source IP allow list', () => {
  it('starts as any; a list replaces it and reads back the same', async () => {
    expect((await json('GET', URL)).allowed_ips).toEqual({ allow: 'any' })
    const ips = ['127.0.0.1/32', '10.0.0.0/8', 'fd00::/8']
    const updated = await (await put({ allow: 'list', ips })).json()
    expect(updated.allowed_ips).toEqual({ allow: 'list', ips })
    expect((await json('GET', URL)).allowed_ips).toEqual({ allow: 'list', ips })
    expect((await json('PUT', URL, { allowed_ips: { allow: 'any' } })).allowed_ips).toEqual({
      allow: 'any',
    })
  })

  it('refuses an empty list, an entry that is not an IP network, and a list without the client', async () => {
    expect(await refusal(await put({ allow: 'list', ips: [] }))).toEqual([
      400,
      'unable to parse JSON body: invalid value for `allowed_ips`: an IP allow list must contain at least one entry',
    ])
    const [status, message] = await refusal(await put({ allow: 'list', ips: ['10.0.0.0/33'] }))
    expect(status).toBe(400)
    expect(message).toMatch(/^unable to parse JSON body: /)
    expect(await refusal(await put({ allow: 'list', ips: ['203.0.113.0/24', '::1/128'] }))).toEqual(
      [
        400,
        'The source IP allow list would prevent access from the current client! Ensure that the allowlist contains an entry that continues to allow access from this peer.',
      ],
    )
    expect((await json('GET', URL)).allowed_ips).toEqual({ allow: 'any' })
  })

  it('fleet viewers read it; only fleet admins change it', async () => {
    setKnob('mock-user', 'hank')
    expect((await json('GET', URL)).allowed_ips).toEqual({ allow: 'any' })
    expect(await refusal(await put({ allow: 'any' }))).toEqual([403, 'Forbidden'])
    setKnob('mock-user', 'carol')
    expect(await refusal(await call('GET', URL))).toEqual([403, 'Forbidden'])
  })
})
