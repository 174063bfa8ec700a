import { onlineManager } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { isOnline, startOnlineFromBrowser } from './online'

afterEach(() => {
  vi.unstubAllGlobals()
  onlineManager.setOnline(true)
})

describe('online at start', () => {
  it('starts offline when the browser says it is, before any online or offline event', () => {
    vi.stubGlobal('navigator', { onLine: false })
    startOnlineFromBrowser()
    expect(isOnline()).toBe(false)
  })

  it('starts online when the browser has a network', () => {
    onlineManager.setOnline(false)
    vi.stubGlobal('navigator', { onLine: true })
    startOnlineFromBrowser()
    expect(isOnline()).toBe(true)
  })

  it('is set from the browser as the module loads', async () => {
    vi.stubGlobal('navigator', { onLine: false })
    vi.resetModules()
    const [fresh, query] = await Promise.all([import('./online'), import('@tanstack/react-query')])
    expect(fresh.isOnline()).toBe(false)
    expect(query.onlineManager.isOnline()).toBe(false)
  })
})
