import { expect, it } from 'vitest'
import { listQuery } from './query'
import { urlListQuery } from './url-list-query'

it('urlListQuery: the loader asks for the page the URL names, under the key the table reads', () => {
  const request = { url: 'http://x/projects/p/instances?sort=name_descending&limit=100&q=web' }
  const q = urlListQuery(request, 'instanceList', { query: { project: 'p' } })
  expect(q.queryKey).toEqual(
    listQuery('instanceList', { query: { project: 'p' } }, undefined, {
      sortBy: 'name_descending',
      limit: 100,
    }).queryKey,
  )
  expect(q.queryKey[1]).toEqual({
    query: { project: 'p', limit: 100, sortBy: 'name_descending' },
  })
})

it('urlListQuery: a plain URL is the default first page; a prefix reads its own params', () => {
  const plain = urlListQuery({ url: 'http://x/system/silos' }, 'siloList', {})
  expect(plain.queryKey).toEqual(listQuery('siloList', {}).queryKey)
  const prefixed = urlListQuery(
    { url: 'http://x/p?limit=25&silos-limit=200' },
    'systemIpPoolSiloList',
    { path: { pool: 'a' } },
    'silos',
  )
  expect(prefixed.queryKey[1]).toEqual({ path: { pool: 'a' }, query: { limit: 200 } })
})
