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
    // web-copy's default VPC is made with the project, with a new IPv6 prefix: subnet
    // frontend's IPv6 block (in web-prod's prefix) is refused there, and the instances
    // with a NIC on frontend cannot be made
    const newPrefix = (await exportOf('web-copy')).vpcs.find((v) => v.name === 'default')
      ?.ipv6Prefix as string
    expect(newPrefix).not.toBe(original.vpcs.find((v) => v.name === 'default')?.ipv6Prefix)
    const noFrontend = 'Not found: vpc-subnet with name "frontend"'
    expect(failed).toEqual([
      ['subnet:default/frontend', `IPv6 block must be a /64 within the VPC prefix ${newPrefix}`],
      ['instance:nat-gateway', noFrontend],
      ['instance:web-1', noFrontend],
      ['instance:web-2', noFrontend],
    ])

    // the rest is the same blueprint, names aside
    const copy = await exportOf('web-copy')
    const expected: Blueprint = structuredClone(original)
    expected.project.name = 'web-copy'
    const lost = new Set(failed.map(([key]) => key.slice(key.indexOf(':') + 1)))
    expected.images = []
    expected.instances = expected.instances.filter((i) => !lost.has(i.name))
    // SSH keys are exported as the instances' keys: those of the instances made
    const keys = new Set(expected.instances.flatMap((i) => i.sshPublicKeys))
    expected.sshKeys = expected.sshKeys.filter((k) => keys.has(k.name))
    // the default VPC existed (made with the project): it is left as the API made it
    const vpc = expected.vpcs.find((v) => v.name === 'default')
    if (!vpc) throw new Error('web-prod has no default VPC')
    vpc.description = 'Default VPC for project "web-copy"'
    vpc.ipv6Prefix = newPrefix
    vpc.subnets = vpc.subnets.filter((s) => !lost.has(`default/${s.name}`))
    const subnet = vpc.subnets.find((s) => s.name === 'default')
    if (!subnet) throw new Error('web-prod’s default VPC has no default subnet')
    subnet.ipv6Block = newPrefix.replace('/48', '/64')
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
