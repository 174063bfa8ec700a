import { act, render, screen } from '@testing-library/react'
import { Component, type ReactNode, Suspense } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { isCodeLoadError, lazyWithRetry } from './lazy-with-retry'

const fetchFailed = () =>
  new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/menu.js')

const Menu = ({ name }: { name: string }) => <p>menu {name}</p>
const loaded = () => Promise.resolve({ default: Menu })

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
  window.dispatchEvent(new Event(online ? 'online' : 'offline'))
}

class Caught extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null }
  static getDerivedStateFromError(e: Error) {
    return { error: e.message }
  }
  override render() {
    return this.state.error ? <p>page failed: {this.state.error}</p> : this.props.children
  }
}

const page = (Widget: ReturnType<typeof lazyWithRetry<typeof Menu>>) => (
  <Caught>
    <p>the page</p>
    <Suspense fallback={<p>loading</p>}>
      <Widget name="a" />
    </Suspense>
  </Caught>
)

// the origin answers the probe made once the browser says it is online
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null)),
  )
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('lazyWithRetry', () => {
  it('does not try to load while offline, and loads when the network is back', async () => {
    setOnline(false)
    const load = vi.fn(loaded)
    render(page(lazyWithRetry(load)))
    await act(async () => {})
    expect(load).not.toHaveBeenCalled()
    expect(screen.getByText('loading')).toBeTruthy()
    await act(async () => setOnline(true))
    expect(load).toHaveBeenCalledOnce()
    expect(await screen.findByText('menu a')).toBeTruthy()
  })

  it('waits, once online, until a request has an answer: a load sent at once may fail', async () => {
    setOnline(false)
    const probe = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(new Response(null))
    vi.stubGlobal('fetch', probe)
    const load = vi.fn(loaded)
    render(page(lazyWithRetry(load)))
    await act(async () => setOnline(true))
    expect(load).not.toHaveBeenCalled()
    expect(await screen.findByText('menu a', {}, { timeout: 2000 })).toBeTruthy()
    expect(probe).toHaveBeenCalledTimes(2)
    expect(load).toHaveBeenCalledOnce()
  })

  it('shows nothing in place of a widget whose code failed, keeps the page, and loads afresh online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const load = vi.fn().mockRejectedValueOnce(fetchFailed()).mockImplementation(loaded)
    render(page(lazyWithRetry(load)))
    await act(async () => {})
    expect(screen.getByText('the page')).toBeTruthy()
    expect(screen.queryByText(/page failed|loading|menu/)).toBeNull()
    // React keeps a failed lazy failed: the retry is a new load
    await act(async () => setOnline(true))
    expect(await screen.findByText('menu a')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('loads afresh when the widget is next shown', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const load = vi.fn().mockRejectedValueOnce(fetchFailed()).mockImplementation(loaded)
    const Widget = lazyWithRetry(load)
    const { unmount } = render(page(Widget))
    await act(async () => {})
    expect(screen.queryByText('menu a')).toBeNull()
    unmount()
    render(page(Widget))
    expect(await screen.findByText('menu a')).toBeTruthy()
  })

  it('leaves any other error to the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const Broken = () => {
      throw new Error('a bug')
    }
    render(page(lazyWithRetry(() => Promise.resolve({ default: Broken }))))
    expect(await screen.findByText('page failed: a bug')).toBeTruthy()
  })

  it('preloads, once online', async () => {
    setOnline(false)
    const load = vi.fn(loaded)
    lazyWithRetry(load).preload()
    await act(async () => {})
    expect(load).not.toHaveBeenCalled()
    await act(async () => setOnline(true))
    expect(load).toHaveBeenCalledOnce()
  })
})

describe('isCodeLoadError', () => {
  it('knows each browser’s words for code that did not arrive, and nothing else', () => {
    expect(isCodeLoadError(fetchFailed())).toBe(true)
    expect(isCodeLoadError(new TypeError('error loading dynamically imported module: x'))).toBe(
      true,
    )
    expect(isCodeLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isCodeLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true)
    expect(isCodeLoadError(new Error('Failed to fetch'))).toBe(false)
    expect(isCodeLoadError({ message: 'Importing a module script failed.' })).toBe(false)
  })
})
