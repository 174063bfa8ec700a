import { describe, expect, it } from 'vitest'
import type { Instance } from '~/api/__generated__/Api'
import { queryClient } from '~/api/query'
import { instanceDisabledReason, showInstance } from './instance-actions'

describe('instanceDisabledReason', () => {
  it('is undefined where the state table allows the action', () => {
    expect(instanceDisabledReason('start', { runState: 'stopped' })).toBeUndefined()
    expect(instanceDisabledReason('stop', { runState: 'starting' })).toBeUndefined()
    expect(instanceDisabledReason('delete', { runState: 'failed' })).toBeUndefined()
  })

  it('says which states allow it otherwise', () => {
    expect(instanceDisabledReason('delete', { runState: 'running' })).toBe(
      'Only available when the instance is stopped or failed',
    )
    expect(instanceDisabledReason('reboot', { runState: 'stopped' })).toBe(
      'Only available when the instance is running',
    )
  })
})

describe('showInstance', () => {
  const instance = (id: string, name: string, runState: Instance['runState']) =>
    ({ id, name, runState }) as Instance

  it('puts the API’s answer in every list and view that holds the instance, and nowhere else', () => {
    try {
      const page = ['instanceList', { query: { project: 'p', limit: 50 } }]
      const allPages = ['instanceList', { query: { project: 'p' } }, 'all-pages']
      const otherProject = ['instanceList', { query: { project: 'q', limit: 50 } }]
      const view = ['instanceView', { path: { instance: 'db-1' }, query: { project: 'p' } }]
      const otherView = ['instanceView', { path: { instance: 'web-1' }, query: { project: 'p' } }]
      const rows = [instance('1', 'db-1', 'running'), instance('2', 'web-1', 'running')]
      queryClient.setQueryData(page, { items: rows, nextPage: 'tok' })
      queryClient.setQueryData(allPages, { items: rows })
      const elsewhere = { items: [instance('3', 'x', 'running')] }
      queryClient.setQueryData(otherProject, elsewhere)
      queryClient.setQueryData(view, rows[0])
      queryClient.setQueryData(otherView, rows[1])

      const stopping = instance('1', 'db-1', 'stopping')
      expect(showInstance(stopping)).toBe(stopping)

      const states = (key: unknown[]) =>
        (queryClient.getQueryData(key) as { items: Instance[] }).items.map((i) => i.runState)
      expect(states(page)).toEqual(['stopping', 'running'])
      expect(queryClient.getQueryData(page)).toMatchObject({ nextPage: 'tok' })
      expect(states(allPages)).toEqual(['stopping', 'running'])
      expect(queryClient.getQueryData(otherProject)).toBe(elsewhere)
      expect(queryClient.getQueryData(view)).toEqual(stopping)
      expect(queryClient.getQueryData(otherView)).toBe(rows[1])
    } finally {
      queryClient.clear()
    }
  })
})
