import { onlineManager } from '@tanstack/react-query'
import { act, render as renderInPage, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { noteNoResponse, noteResponse } from '~/api/reachability'
import { NetworkBanner } from './network-banner'

vi.mock('~/api/client', () => ({ callApi: vi.fn(() => new Promise(() => {})) }))

/** The banner in a console of two pages; the second's data never comes, as offline. */
function render(banner: ReactNode) {
  const router = createMemoryRouter([
    { path: '/', element: banner },
    { path: '/waiting', element: banner, loader: () => new Promise(() => {}) },
  ])
  renderInPage(<RouterProvider router={router} />)
  return router
}

afterEach(() => {
  act(() => {
    onlineManager.setOnline(true)
    noteResponse()
  })
})

describe('NetworkBanner', () => {
  it('says nothing while the browser is online and the rack answers', () => {
    render(<NetworkBanner />)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('says plainly that the browser is offline, and goes when it is back', () => {
    render(<NetworkBanner />)
    act(() => onlineManager.setOnline(false))
    expect(screen.getByRole('alert').textContent).toBe(
      'You are offline. The console will read again when the network is back; what you typed stays in its form.',
    )
    act(() => onlineManager.setOnline(true))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('says the rack cannot be reached when calls get no response while online', () => {
    render(<NetworkBanner />)
    act(() => noteNoResponse())
    expect(screen.getByRole('alert').textContent).toMatch(/^Cannot reach the rack\. /)
    // offline says why, rather than blaming the rack
    act(() => onlineManager.setOnline(false))
    expect(screen.getByRole('alert').textContent).toMatch(/^You are offline\. /)
    expect(screen.getAllByRole('alert')).toHaveLength(1)
  })

  it('offline, says that a page asked for opens when the network is back', () => {
    const router = render(<NetworkBanner />)
    act(() => onlineManager.setOnline(false))
    expect(screen.getByRole('alert').textContent).not.toMatch(/page you opened/)
    act(() => void router.navigate('/waiting'))
    expect(screen.getByRole('alert').textContent).toMatch(
      /what you typed stays in its form\. The page you opened shows when the network is back\.$/,
    )
  })
})
