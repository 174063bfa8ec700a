import { onlineManager } from '@tanstack/react-query'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { reloadPage } from './reload-page'
import { RouteErrorPage } from './route-error-page'

vi.mock('./reload-page', () => ({ reloadPage: vi.fn() }))

/** A console whose one page's code fails to arrive as a browser says so. */
function renderFailedPage(error: Error) {
  const router = createMemoryRouter([
    {
      path: '/',
      errorElement: <RouteErrorPage />,
      HydrateFallback: () => null,
      lazy: () => Promise.reject(error),
    },
  ])
  render(<RouterProvider router={router} />)
}

const notFetched = () =>
  new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/page.js')

afterEach(() => {
  act(() => onlineManager.setOnline(true))
  vi.clearAllMocks()
})

describe('the error page of a page whose code did not load', () => {
  it('says plainly that the browser is offline, and loads the page again when it is back', async () => {
    act(() => onlineManager.setOnline(false))
    renderFailedPage(notFetched())
    expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeTruthy()
    expect(screen.getByText(/opens by itself when the network is back/)).toBeTruthy()
    expect(screen.queryByText(/Something went wrong/)).toBeNull()
    expect(reloadPage).not.toHaveBeenCalled()
    act(() => onlineManager.setOnline(true))
    expect(reloadPage).toHaveBeenCalledOnce()
  })

  it('online, says the page could not load and offers to reload it', async () => {
    renderFailedPage(new Error('Unable to preload CSS for /assets/page.css'))
    expect(await screen.findByRole('heading', { name: 'This page could not load' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }))
    expect(reloadPage).toHaveBeenCalledOnce()
  })

  it('leaves any other error to “Something went wrong”', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderFailedPage(new Error('a bug'))
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy()
  })
})
