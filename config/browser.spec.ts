import { afterEach, describe, expect, it, vi } from 'vitest'

const present = vi.hoisted(() => new Set<string>())
vi.mock('node:fs', () => ({ existsSync: (p: string) => present.has(p) }))

const { chromiumPath } = await import('./browser')

afterEach(() => {
  present.clear()
  vi.unstubAllEnvs()
})

describe('the Chromium the flows and the bench drive', () => {
  it('is CHROMIUM_PATH when set, whatever is installed', () => {
    vi.stubEnv('CHROMIUM_PATH', '/opt/chrome/chrome')
    present.add('/usr/bin/chromium-headless-shell')
    expect(chromiumPath()).toBe('/opt/chrome/chrome')
  })

  it('is the headless shell before the full browser', () => {
    vi.stubEnv('CHROMIUM_PATH', '')
    present.add('/usr/bin/chromium').add('/usr/bin/chromium-headless-shell')
    expect(chromiumPath()).toBe('/usr/bin/chromium-headless-shell')
  })

  it('is the full browser without the shell, and Playwright’s own without either', () => {
    vi.stubEnv('CHROMIUM_PATH', '')
    present.add('/usr/bin/chromium')
    expect(chromiumPath()).toBe('/usr/bin/chromium')
    present.clear()
    expect(chromiumPath()).toBeUndefined()
  })
})
