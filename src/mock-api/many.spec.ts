import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { db, resetDb } from './db'
import { getKnob, resetKnobs, setKnob } from './knobs'
import { manyName, parseMany, seedMany } from './many'

beforeEach(() => {
  resetDb()
  resetKnobs()
})
afterEach(() => vi.restoreAllMocks())

describe('mock-many', () => {
  it('is groups of kinds and a count', () => {
    expect(parseMany('images,projects,users:1000')).toEqual([
      { kinds: ['images', 'projects', 'users'], count: 1000 },
    ])
    expect(parseMany('instances:10; instances:10000')).toEqual([
      { kinds: ['instances'], count: 10 },
      { kinds: ['instances'], count: 10000 },
    ])
    expect(parseMany(null)).toEqual([])
  })

  it('leaves out, with a warning, a group that does not parse', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(parseMany('disks:10;users:0;users:many;projects:5')).toEqual([
      { kinds: ['projects'], count: 5 },
    ])
    expect(warn).toHaveBeenCalledTimes(3)
  })

  it('numbers names with as many digits as the count has', () => {
    expect(manyName('proj', 0, 1000)).toBe('proj-0000')
    expect(manyName('proj', 999, 1000)).toBe('proj-0999')
    expect(manyName('inst', 42, 10000)).toBe('inst-00042')
  })

  it('makes each kind as its create request would, as the admin, whoever the tab acts as', async () => {
    setKnob('mock-user', 'carol')
    const before = { projects: db.projects.length, users: db.users.length }
    await seedMany('images,projects,users:30;instances:12')
    expect(getKnob('mock-user')).toBe('carol')

    const webProd = db.projects.find((p) => p.name === 'web-prod')
    const images = db.images.filter((i) => i.name.startsWith('image-'))
    expect(images.map((i) => i.name)).toContain('image-29')
    expect(images.every((i) => i.project_id === webProd?.id)).toBe(true)

    expect(db.projects.length).toBe(before.projects + 30 + 1)
    const project = db.projects.find((p) => p.name === 'proj-29')
    // as projectCreate does: the project gets its default VPC
    expect(db.vpcs.some((v) => v.project_id === project?.id && v.name === 'default')).toBe(true)

    expect(db.users.length).toBe(before.users + 30)
    expect(db.localCredentials.some((c) => c.username === 'user-00')).toBe(true)

    const many = db.projects.find((p) => p.name === 'many-12')
    const instances = db.instances.filter((i) => i.project_id === many?.id)
    expect(instances.map((i) => i.name)).toEqual(
      Array.from({ length: 12 }, (_, i) => manyName('inst', i, 12)),
    )
  })

  it('reads the knob when given nothing', async () => {
    setKnob('mock-many', 'projects:3')
    await seedMany()
    expect(db.projects.filter((p) => p.name.startsWith('proj-'))).toHaveLength(3)
  })
})
