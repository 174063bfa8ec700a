/**
 * The round trip on the mock: web-prod exported as a blueprint, applied to a
 * new project, that project exported. The app's own requests (read, plan,
 * apply, read again) go to the mock's handlers, as in the browser.
 */
import { getResponse } from 'msw'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { queryClient } from '~/api/query'
import { setApiReady } from '~/api/ready'
import { blueprintExport } from '~/export/blueprint-export'
import { readProject } from '~/export/read-project'
import { handlers, resetDb } from '~/mock-api'
import { resetKnobs } from '~/mock-api/knobs'
import { applyItem } from './apply'
import { computePlan } from './plan'
import type { Blueprint } from './schema'
import { readExisting } from './target'

beforeAll(() => setApiReady(Promise.resolve()))
beforeEach(() => {
  resetDb()
  resetKnobs()
  // the app's requests answered by the mock's handlers, as the in-page mock does
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const response = await getResponse(
      handlers,
      new Request(new URL(url, 'http://localhost'), init),
    )
    if (!response) throw new Error(`no handler for ${init?.method} ${url}`)
    return response
  })
})
afterEach(() => {
  vi.unstubAllGlobals()
  queryClient.clear()
})

const exportOf = async (project: string) => {
  queryClient.clear()
  return blueprintExport(await readProject(project))
}

describe('a blueprint round trip: web-prod → web-copy → blueprint', () => {
  it('gives the same blueprint, names aside, but for the items named here', async () => {
    const original = await exportOf('web-prod')
    const plan = computePlan(original, 'web-copy', await readExisting(original, 'web-copy'))

    // an image's content is not in a blueprint: the plan says so and leaves it out
    expect(plan.filter((i) => i.status === 'conflict').map((i) => [i.key, i.conflict])).toEqual([
      [
        'image:web-base-2025',
        'image web-base-2025 is missing: upload it first (its content is not in a blueprint)',
      ],
    ])

    // apply every item the plan creates, in its order; unlike the page (which stops at
    // the first error), go on past a failure, so the rest can be compared
    const failed: [string, string][] = []
    for (const item of plan.filter((i) => i.status === 'create')) {
      await applyItem(original, 'web-copy', item).catch((e: Error) =>
        failed.push([item.key, e.message]),
      )
    }
    // IPv6 prefixes and blocks are left to the API (a copy's prefix is a new random
    // one): every item the plan creates is made
    expect(failed).toEqual([])

    // the same blueprint, names aside
    const copy = await exportOf('web-copy')
    const expected: Blueprint = structuredClone(original)
    expected.project.name = 'web-copy'
    expected.images = []
    // the default VPC existed (made with the project): it is left as the API made it
    const vpc = expected.vpcs.find((v) => v.name === 'default')
    if (!vpc) throw new Error('web-prod has no default VPC')
    vpc.description = 'Default VPC for project "web-copy"'
    expect(copy).toEqual(expected)
    // what was compared is most of it
    expect(copy.instances.map((i) => i.name)).toContain('db-primary')
    expect(copy.disks).toHaveLength(original.disks.length)
    expect(copy.snapshots).toHaveLength(original.snapshots.length)

    // applied again: the plan creates only what could not be made the first time
    const again = computePlan(original, 'web-copy', await readExisting(original, 'web-copy'))
    expect(again.filter((i) => i.status === 'create').map((i) => i.key)).toEqual(
      failed.map(([key]) => key),
    )
  })
})
