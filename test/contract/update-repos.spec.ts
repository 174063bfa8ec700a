import { createHash } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import * as schema from '~/api/__generated__/validate'
import { resetDb } from '~/mock-api'
import { resetKnobs, setKnob } from '~/mock-api/knobs'
import { ROOT_ROLE, zipBytes } from './cases/updates'
import { call, json } from './helpers'

beforeEach(() => {
  resetDb()
  resetKnobs()
})

const repos = '/v1/system/update/repositories'
const upload = (fileName: string, body: Uint8Array) =>
  call('PUT', `${repos}?file_name=${fileName}`, body)

async function refusal(response: Response) {
  const error = await response.json()
  schema.Error.parse(error)
  return [response.status, error.message]
}

describe('update repositories', () => {
  it('upload records the repository with its version, file name and SHA-256', async () => {
    const bytes = zipBytes(7)
    const response = await upload('oxide-17.1.0.zip', bytes)
    expect(response.status).toBe(200)
    const body = await response.json()
    schema.TufRepoUpload.parse(body)
    expect(body.status).toBe('inserted')
    expect(body.repo).toMatchObject({
      system_version: '17.1.0',
      file_name: 'oxide-17.1.0.zip',
      hash: createHash('sha256').update(bytes).digest('hex'),
    })
    const view = await json('GET', `${repos}/17.1.0`)
    expect(view).toEqual(body.repo)
    // the same file again is already there; another file of that version is refused
    const again = await (await upload('oxide-17.1.0.zip', bytes)).json()
    expect(again).toEqual({ repo: body.repo, status: 'already_exists' })
    const other = await upload('oxide-17.1.0.zip', zipBytes(8))
    expect(await refusal(other)).toEqual([
      409,
      `a repository for system version 17.1.0 was already uploaded with another hash (${body.repo.hash})`,
    ])
  })

  it('refuses an empty body, a file that is not a zip, and a name without a version', async () => {
    expect(await refusal(await upload('oxide-18.0.0.zip', new Uint8Array()))).toEqual([
      400,
      'the repository upload is empty',
    ])
    expect(
      await refusal(await upload('oxide-18.0.0.zip', new TextEncoder().encode('not a zip'))),
    ).toEqual([400, 'the repository upload is not a zip archive'])
    const [status, message] = await refusal(await upload('repo.zip', zipBytes()))
    expect(status).toBe(400)
    expect(message).toContain('cannot tell the system version of "repo.zip"')
    const noName = await call('PUT', repos, zipBytes())
    expect(noName.status).toBe(400)
  })

  it('lists in version order, either way, and 404s an unknown version', async () => {
    for (const v of ['16.10.0', '16.2.0', '17.0.0-rc.1', '17.0.0']) {
      expect((await upload(`oxide-${v}.zip`, zipBytes())).status).toBe(200)
    }
    const versions = async (sort = '') =>
      (await json('GET', `${repos}${sort}`)).items.map(
        (r: { system_version: string }) => r.system_version,
      )
    const ascending = ['16.0.0', '16.1.0', '16.2.0', '16.10.0', '17.0.0-rc.1', '17.0.0']
    expect(await versions()).toEqual(ascending)
    expect(await versions('?sort_by=version_descending')).toEqual([...ascending].reverse())
    expect(await refusal(await call('GET', `${repos}/9.9.9`))).toEqual([
      404,
      'not found: tuf-repo with system version "9.9.9"',
    ])
  })

  it('fleet viewers read, fleet admins upload', async () => {
    setKnob('mock-user', 'carol')
    expect((await call('GET', repos)).status).toBe(403)
    expect((await upload('oxide-18.0.0.zip', zipBytes())).status).toBe(403)
  })
})

describe('trust roots', () => {
  const roots = '/v1/system/update/trust-roots'

  it('create, list, view, delete', async () => {
    const root = await json('POST', roots, ROOT_ROLE, 201)
    schema.UpdatesTrustRoot.parse(root)
    expect(root.root_role).toEqual(ROOT_ROLE)
    const list = await json('GET', `${roots}?limit=10`)
    expect(list.items.map((r: { id: string }) => r.id)).toContain(root.id)
    expect(await json('GET', `${roots}/${root.id}`)).toEqual(root)
    await json('DELETE', `${roots}/${root.id}`, undefined, 204)
    expect(await refusal(await call('GET', `${roots}/${root.id}`))).toEqual([
      404,
      `not found: updates-trust-root with id "${root.id}"`,
    ])
  })

  it('refuses a file that is not JSON as the API does: InvalidRequest, in words', async () => {
    const response = await call('POST', roots, 'this is not json')
    const error = await response.json()
    schema.Error.parse(error)
    expect([response.status, error.error_code, error.message]).toEqual([
      400,
      'InvalidRequest',
      'a trust root must be a TUF root role (root.json): this file is not JSON',
    ])
  })

  it('refuses what is not a TUF root role, and non-admins', async () => {
    const [status, message] = await refusal(
      await call('POST', roots, { signed: { _type: 'targets' } }),
    )
    expect([status, message]).toEqual([
      400,
      'a trust root must be a TUF root role (root.json, with "signed"._type "root")',
    ])
    expect((await call('POST', roots)).status).toBe(400)
    setKnob('mock-user', 'carol')
    expect((await call('POST', roots, ROOT_ROLE)).status).toBe(403)
  })
})
