import { beforeEach, describe, expect, it } from 'vitest'
import { db, lookup, resetDb } from './db'
import { WEB_PROD_ID } from './fixtures/projects'
import { resetKnobs, setKnob } from './knobs'

beforeEach(() => {
  resetDb()
  resetKnobs()
})

/** Run a lookup that should fail; return the thrown Response's status and message. */
function failure(fn: () => unknown): Promise<{ status: number; message: string }> {
  try {
    fn()
  } catch (e) {
    const response = e as Response
    return response.json().then((body) => ({ status: response.status, message: body.message }))
  }
  throw new Error('lookup did not fail')
}

describe('name-or-id lookup', () => {
  it('finds a project by name or id', () => {
    expect(lookup.project({ project: 'web-prod' }).id).toBe(WEB_PROD_ID)
    expect(lookup.project({ project: WEB_PROD_ID }).name).toBe('web-prod')
  })

  it('404s with the Nexus message', async () => {
    expect(await failure(() => lookup.project({ project: 'nope' }))).toEqual({
      status: 404,
      message: 'not found: project with name "nope"',
    })
  })

  it('a child by name needs its project; by id it must come alone', async () => {
    const vpc = lookup.vpc({ vpc: 'default', project: 'web-prod' })
    expect(vpc.project_id).toBe(WEB_PROD_ID)
    expect(lookup.vpc({ vpc: vpc.id }).name).toBe('default')
    expect((await failure(() => lookup.vpc({ vpc: 'default' }))).status).toBe(400)
    expect((await failure(() => lookup.vpc({ vpc: vpc.id, project: 'web-prod' }))).status).toBe(400)
    expect(await failure(() => lookup.vpc({ vpc: 'nope', project: 'web-prod' }))).toEqual({
      status: 404,
      message: 'not found: vpc with name "nope"',
    })
  })

  it('subnets resolve through their VPC', () => {
    const subnet = lookup.vpcSubnet({ subnet: 'default', vpc: 'backend', project: 'web-prod' })
    expect(db.vpcs.find((v) => v.id === subnet.vpc_id)?.name).toBe('backend')
  })

  it('projects the user cannot read are not found', async () => {
    setKnob('mock-user', 'bob')
    expect(lookup.project({ project: 'web-prod' }).id).toBe(WEB_PROD_ID)
    expect((await failure(() => lookup.project({ project: 'ml-training' }))).status).toBe(404)
  })

  it('resetDb restores the fixtures', () => {
    db.projects.length = 0
    resetDb()
    expect(db.projects.length).toBeGreaterThan(0)
  })
})
