import { afterEach, describe, expect, it } from 'vitest'
import {
  discardEarlyResponses,
  EARLY_GLOBAL,
  EARLY_MAX_AGE_MS,
  type EarlyTable,
  earlyUrls,
  takeEarlyResponse,
} from './early-requests'

const table: EarlyTable = [
  ['/projects/:project/instances', ['/v1/me', '/v1/instances?project=zz1zz&limit=50']],
  ['/projects/:project/:tab', ['/v1/projects/zz1zz']],
  ['/projects', ['/v1/me', '/v1/projects?limit=50']],
]

describe('earlyUrls', () => {
  it('fills the first matching pattern’s URLs with the path’s own segments', () => {
    expect(earlyUrls(table, '/projects/web-prod/instances', '')).toEqual([
      '/v1/me',
      '/v1/instances?project=web-prod&limit=50',
    ])
    expect(earlyUrls(table, '/projects/web-prod/disks', '')).toEqual(['/v1/projects/web-prod'])
    expect(earlyUrls(table, '/projects/', '')).toEqual(['/v1/me', '/v1/projects?limit=50'])
  })

  it('encodes a segment once, as the app’s client does', () => {
    expect(earlyUrls(table, '/projects/a%20b/x', '')).toEqual(['/v1/projects/a%20b'])
  })

  it('sends nothing for a path no pattern matches, or a URL with a search', () => {
    expect(earlyUrls(table, '/system/silos', '')).toEqual([])
    expect(earlyUrls(table, '/projects', '?sort=name')).toEqual([])
  })
})

describe('takeEarlyResponse', () => {
  const response = Promise.resolve(new Response('{}'))
  const install = (at: number) => {
    const responses = new Map([['/v1/me', response]])
    ;(globalThis as Record<string, unknown>).window = { [EARLY_GLOBAL]: { at, responses } }
  }
  afterEach(() => {
    delete (globalThis as Record<string, unknown>).window
  })

  it('gives a GET its early response once', () => {
    install(0)
    expect(takeEarlyResponse('GET', '/v1/me', 100)).toBe(response)
    expect(takeEarlyResponse('GET', '/v1/me', 100)).toBeUndefined()
  })

  it('gives nothing to another method or URL, after discarding, or once too old', () => {
    install(0)
    expect(takeEarlyResponse('POST', '/v1/me', 100)).toBeUndefined()
    expect(takeEarlyResponse('GET', '/v1/projects', 100)).toBeUndefined()
    expect(takeEarlyResponse('GET', '/v1/me', EARLY_MAX_AGE_MS + 1)).toBeUndefined()
    install(0)
    discardEarlyResponses()
    expect(takeEarlyResponse('GET', '/v1/me', 100)).toBeUndefined()
  })

  it('gives nothing where no early script ran', () => {
    expect(takeEarlyResponse('GET', '/v1/me')).toBeUndefined()
  })
})
