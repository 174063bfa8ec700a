import { afterEach, describe, expect, it } from 'vitest'
import type { Project } from '~/api/__generated__/Api'
import { apiQuery, listQuery, queryClient } from '~/api/query'
import { seedProjectView } from './loaders'

const project = (name: string): Project => ({
  id: `id-${name}`,
  name,
  description: '',
  timeCreated: new Date('2026-01-01T00:00:00Z'),
  timeModified: new Date('2026-01-01T00:00:00Z'),
})

const viewKey = (name: string) => apiQuery('projectView', { path: { project: name } }).queryKey
const listKey = listQuery('projectList', {}).queryKey

afterEach(() => queryClient.clear())

describe('seedProjectView', () => {
  it('starts the project view from the list item, as old as the list', () => {
    queryClient.setQueryData(
      listKey,
      { items: [project('a'), project('b')], nextPage: null },
      {
        updatedAt: 1000,
      },
    )
    seedProjectView('b')
    expect(queryClient.getQueryData(viewKey('b'))).toEqual(project('b'))
    expect(queryClient.getQueryState(viewKey('b'))?.dataUpdatedAt).toBe(1000)
  })

  it('finds the project by id too', () => {
    queryClient.setQueryData(listKey, { items: [project('a')], nextPage: null })
    seedProjectView('id-a')
    expect(queryClient.getQueryData(viewKey('id-a'))).toEqual(project('a'))
  })

  it('leaves the view alone when the list does not have the project, or the view has data', () => {
    queryClient.setQueryData(listKey, { items: [project('a')], nextPage: null })
    seedProjectView('missing')
    expect(queryClient.getQueryData(viewKey('missing'))).toBeUndefined()

    const fresher = { ...project('a'), description: 'newer' }
    queryClient.setQueryData(viewKey('a'), fresher)
    seedProjectView('a')
    expect(queryClient.getQueryData(viewKey('a'))).toEqual(fresher)
  })
})
