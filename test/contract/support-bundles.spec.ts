import { unzipSync } from 'fflate'
import { getResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as schema from '~/api/__generated__/validate'
import { handlers, resetDb } from '~/mock-api'
import { SUPPORT_BUNDLE_ID } from '~/mock-api/fixtures/operator'
import { COLLECT_MS, DESTROY_MS } from '~/mock-api/handlers/support-bundles'
import { resetKnobs, setKnob } from '~/mock-api/knobs'
import { call, json } from './helpers'

beforeEach(() => {
  resetDb()
  resetKnobs()
})
afterEach(() => {
  vi.useRealTimers()
})

const bundles = '/v1/system/support-bundles'
const bundle = `${bundles}/${SUPPORT_BUNDLE_ID}`

async function refusal(response: Response) {
  const error = await response.json()
  schema.Error.parse(error)
  return [response.status, error.message]
}

/** A request with a `Range` header, through the mock's handlers as `call` sends it. */
async function withRange(method: string, path: string, range: string) {
  const req = new Request(`http://localhost${path}`, { method, headers: { range } })
  const response = await getResponse(handlers, req)
  if (!response) throw new Error(`no response for ${method} ${path}`)
  return response
}

describe('support bundles', () => {
  it('collects a new bundle, then it is active; the comment is the one given', async () => {
    vi.useFakeTimers()
    const created = await json('POST', bundles, { user_comment: '  sled 3 lost its disks ' }, 201)
    expect(created).toMatchObject({
      state: 'collecting',
      reason_for_creation: 'Created by external API',
      user_comment: 'sled 3 lost its disks',
      reason_for_failure: null,
    })
    // its contents cannot be read while it is being collected
    expect(await refusal(await call('GET', `${bundles}/${created.id}/index`))).toEqual([
      400,
      `cannot read support bundle ${created.id}: it is collecting, not active`,
    ])
    await vi.advanceTimersByTimeAsync(COLLECT_MS)
    expect((await json('GET', `${bundles}/${created.id}`)).state).toBe('active')
    const list = await json('GET', bundles)
    expect(list.items.map((b: { id: string }) => b.id)).toEqual([SUPPORT_BUNDLE_ID, created.id])
    const newest = await json('GET', `${bundles}?sort_by=time_and_id_descending`)
    expect(newest.items[0].id).toBe(created.id)
  })

  it('updates the comment; an empty one clears it', async () => {
    expect((await json('PUT', bundle, { user_comment: 'sent to support' })).user_comment).toBe(
      'sent to support',
    )
    expect((await json('PUT', bundle, { user_comment: '' })).user_comment).toBeNull()
  })

  it('delete marks it destroying, then it is gone', async () => {
    vi.useFakeTimers()
    expect((await call('DELETE', bundle)).status).toBe(204)
    expect((await json('GET', bundle)).state).toBe('destroying')
    expect(await refusal(await call('PUT', bundle, { user_comment: 'x' }))).toEqual([
      400,
      `cannot update support bundle ${SUPPORT_BUNDLE_ID}: it is being destroyed`,
    ])
    await vi.advanceTimersByTimeAsync(DESTROY_MS)
    expect(await refusal(await call('GET', bundle))).toEqual([
      404,
      `not found: support-bundle with id "${SUPPORT_BUNDLE_ID}"`,
    ])
  })

  it('lists its files, one a line, and serves each one and the whole bundle as a zip', async () => {
    const index = await call('GET', `${bundle}/index`)
    expect(index.status).toBe(200)
    const files = (await index.text()).trim().split('\n')
    expect(files).toContain('bundle_id.txt')
    expect(files).toContain('sled_BRM42200001_status.txt')
    const id = await call('GET', `${bundle}/download/bundle_id.txt`)
    expect(id.status).toBe(200)
    expect(await id.text()).toBe(`${SUPPORT_BUNDLE_ID}\n`)
    const zip = await call('GET', `${bundle}/download`)
    expect(zip.headers.get('content-type')).toBe('application/zip')
    const bytes = new Uint8Array(await zip.arrayBuffer())
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04])
    expect(Number(zip.headers.get('content-length'))).toBe(bytes.length)
    // it unzips to the listed files, and the same bundle gives the same bytes again
    const unzipped = unzipSync(bytes)
    expect(Object.keys(unzipped)).toEqual(files)
    expect(new TextDecoder().decode(unzipped['bundle_id.txt'])).toBe(`${SUPPORT_BUNDLE_ID}\n`)
    const again = await call('GET', `${bundle}/download`)
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(bytes)
    expect(await refusal(await call('GET', `${bundle}/download/nope.txt`))).toEqual([
      404,
      `not found: file "nope.txt" in support bundle ${SUPPORT_BUNDLE_ID}`,
    ])
  })

  it('HEAD gives the length without the bytes; a Range gives 206 with Content-Range', async () => {
    const head = await call('HEAD', `${bundle}/download/bundle_id.txt`)
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe(String(SUPPORT_BUNDLE_ID.length + 1))
    expect(head.headers.get('accept-ranges')).toBe('bytes')
    expect(await head.text()).toBe('')
    const whole = await call('HEAD', `${bundle}/download`)
    expect(Number(whole.headers.get('content-length'))).toBeGreaterThan(100)

    const part = await withRange('GET', `${bundle}/download/bundle_id.txt`, 'bytes=0-7')
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 0-7/${SUPPORT_BUNDLE_ID.length + 1}`)
    expect(await part.text()).toBe(SUPPORT_BUNDLE_ID.slice(0, 8))
    const tail = await withRange('GET', `${bundle}/download/bundle_id.txt`, 'bytes=-3')
    expect(await tail.text()).toBe(`${SUPPORT_BUNDLE_ID.slice(-2)}\n`)
    const headPart = await withRange('HEAD', `${bundle}/download`, 'bytes=10-19')
    expect(headPart.status).toBe(206)
    expect(headPart.headers.get('content-length')).toBe('10')
    const beyond = await withRange('GET', `${bundle}/download/bundle_id.txt`, 'bytes=999-')
    expect(beyond.status).toBe(416)
    expect(beyond.headers.get('content-range')).toBe(`bytes */${SUPPORT_BUNDLE_ID.length + 1}`)
  })

  it('fleet viewers read; only fleet admins create, comment and delete', async () => {
    setKnob('mock-user', 'hank')
    expect((await json('GET', bundles)).items).toHaveLength(1)
    expect((await call('GET', `${bundle}/download`)).status).toBe(200)
    for (const [method, path, body] of [
      ['POST', bundles, {}],
      ['PUT', bundle, { user_comment: 'x' }],
      ['DELETE', bundle, undefined],
    ] as const) {
      expect(await refusal(await call(method, path, body))).toEqual([403, 'Forbidden'])
    }
    setKnob('mock-user', 'carol')
    expect(await refusal(await call('GET', bundles))).toEqual([403, 'Forbidden'])
  })
})
