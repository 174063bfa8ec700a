import { beforeEach, describe, expect, it } from 'vitest'
import { resetDb } from '~/mock-api'
import { resetKnobs, setKnob } from '~/mock-api/knobs'
import { net } from './cases/rack-networking'
import { call, json } from './helpers'

beforeEach(() => {
  resetDb()
  resetKnobs()
})

describe('rack-wide networking settings', () => {
  it('inbound ICMP and jumbo frames are read and set', async () => {
    expect(await json('GET', `${net}/inbound-icmp`)).toEqual({ enabled: true })
    expect((await call('PUT', `${net}/inbound-icmp`, { enabled: false })).status).toBe(204)
    expect(await json('GET', `${net}/inbound-icmp`)).toEqual({ enabled: false })

    const off = { external_jumbo_frames_opt_in_enabled: false }
    expect(await json('GET', `${net}/settings`)).toEqual(off)
    const on = { external_jumbo_frames_opt_in_enabled: true }
    expect(await json('PUT', `${net}/settings`, on)).toEqual(on)
    // the field defaults to false when left out
    expect(await json('PUT', `${net}/settings`, {})).toEqual(off)
  })

  it('fleet viewers read; only fleet admins set', async () => {
    setKnob('mock-user', 'hank')
    await json('GET', `${net}/inbound-icmp`)
    await json('GET', `${net}/settings`)
    expect((await call('PUT', `${net}/inbound-icmp`, { enabled: false })).status).toBe(403)
    expect((await call('PUT', `${net}/settings`, {})).status).toBe(403)
    setKnob('mock-user', 'carol')
    expect((await call('GET', `${net}/inbound-icmp`)).status).toBe(403)
  })
})
