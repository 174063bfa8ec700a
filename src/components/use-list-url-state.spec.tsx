// @vitest-environment jsdom
import { act, render, renderHook } from '@testing-library/react'
import { type ReactNode, useState } from 'react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FILTER_DEBOUNCE_MS, useListUrlState } from './use-list-url-state'

const modes = ['name_ascending', 'name_descending'] as const

function renderList(url: string) {
  // a data router, as the app's (made once: the hook re-renders inside it); no loader to wait for
  const wrapper = ({ children }: { children: ReactNode }) => {
    const [router] = useState(() =>
      createMemoryRouter([{ path: '*', element: children }], { initialEntries: [url] }),
    )
    return <RouterProvider router={router} />
  }
  return renderHook(() => ({ list: useListUrlState(modes), location: useLocation() }), {
    wrapper,
  }).result
}

describe('useListUrlState', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('writes the typed filter after the pause', () => {
    const result = renderList('/list')
    act(() => result.current.list.typeFilter('web'))
    expect(result.current.list.filterText).toBe('web')
    expect(result.current.location.search).toBe('')
    act(() => vi.advanceTimersByTime(FILTER_DEBOUNCE_MS))
    expect(result.current.location.search).toBe('?q=web')
  })

  it('a sort changed before the pause carries a cleared filter: the old one never returns', () => {
    const result = renderList('/list?q=web')
    expect(result.current.list.filterText).toBe('web')
    act(() => result.current.list.typeFilter(''))
    act(() => vi.advanceTimersByTime(FILTER_DEBOUNCE_MS / 2))
    act(() => result.current.list.update({ sort: 'name_descending' }))
    expect(result.current.location.search).toBe('?sort=name_descending')
    expect(result.current.list.filterText).toBe('')
    act(() => vi.advanceTimersByTime(FILTER_DEBOUNCE_MS * 2))
    expect(result.current.location.search).toBe('?sort=name_descending')
    expect(result.current.list.state).toMatchObject({ q: '', sort: 'name_descending' })
  })

  it('two filter boxes typed before one pause both reach the URL', () => {
    const result = renderList('/list?q=web')
    act(() => result.current.list.typeFilter('db'))
    act(() => result.current.list.typeFilter('create', 'q2'))
    expect(result.current.list.filterText).toBe('db')
    expect(result.current.list.filterText2).toBe('create')
    act(() => vi.advanceTimersByTime(FILTER_DEBOUNCE_MS))
    expect(result.current.location.search).toBe('?q=db&q2=create')
    expect(result.current.list.state).toMatchObject({ q: 'db', q2: 'create' })
  })

  it('a change made while the last one waits for the loaders builds on it', async () => {
    vi.useRealTimers()
    // the list's loader answers when the test says: each write stays pending till then
    let answer = () => {}
    const loader = () => new Promise<null>((resolve) => (answer = () => resolve(null)))
    const seen: ReturnType<typeof useListUrlState>[] = []
    function List() {
      seen.push(useListUrlState(modes))
      return null
    }
    const router = createMemoryRouter([{ path: '/list', loader, Component: List }], {
      initialEntries: ['/list'],
      hydrationData: { loaderData: { '0': null } },
    })
    render(<RouterProvider router={router} />)
    const list = () => seen[seen.length - 1]
    await act(async () => list().update({ sort: 'name_descending' }))
    await act(async () => list().update({ limit: 25 }))
    expect(router.state.location.search).toBe('')
    await act(async () => answer())
    expect(router.state.location.search).toBe('?sort=name_descending&limit=25')
    expect(list().state).toMatchObject({ sort: 'name_descending', limit: 25 })
  })
})
