import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { findHandler, indexHandlers, pathPattern } from './operation-index'

const noop = () => new Response(null)

describe('pathPattern', () => {
  it('matches one segment per parameter', () => {
    const p = pathPattern('/v1/projects/:project')
    expect(p.test('/v1/projects/web-prod')).toBe(true)
    expect(p.test('/v1/projects/web-prod/x')).toBe(false)
    expect(p.test('/v1/projects/')).toBe(false)
    expect(p.test('/v1/projects')).toBe(false)
  })

  it('takes literal characters literally', () => {
    const p = pathPattern('/v1/system/hardware/sleds/:sled_id/disks.json')
    expect(p.test('/v1/system/hardware/sleds/abc/disks.json')).toBe(true)
    expect(p.test('/v1/system/hardware/sleds/abc/disksXjson')).toBe(false)
  })
})

describe('findHandler', () => {
  const list = http.get('/v1/projects', noop)
  const create = http.post('/v1/projects', noop)
  const view = http.get('/v1/projects/:project', noop)
  const index = indexHandlers([list, create, view])

  it('picks the handler for the method and path', () => {
    expect(findHandler(index, 'GET', '/v1/projects')).toBe(list)
    expect(findHandler(index, 'post', '/v1/projects')).toBe(create)
    expect(findHandler(index, 'GET', '/v1/projects/a')).toBe(view)
  })

  it('tells a known path with another method from an unknown path', () => {
    expect(findHandler(index, 'PUT', '/v1/projects')).toBe('wrongMethod')
    expect(findHandler(index, 'GET', '/v1/nothing')).toBeUndefined()
  })

  it('takes the first match in list order', () => {
    const special = http.get('/v1/projects/special', noop)
    const ordered = indexHandlers([special, view])
    expect(findHandler(ordered, 'GET', '/v1/projects/special')).toBe(special)
  })
})
