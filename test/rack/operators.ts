import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { expect } from '../e2e/test'

/**
 * A second operator, B: a browser context of its own, signed in with its own
 * session, that changes things through the API while A works in the console.
 */
export async function secondOperator(browser: Browser, username = 'alice') {
  const context = await browser.newContext()
  const api = context.request
  const login = await api.post('/v1/login/acme/local', {
    data: { username, password: 'oxide-mock' },
  })
  expect(login.ok()).toBe(true)
  return { context, api }
}

export async function call(
  api: APIRequestContext,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  data?: unknown,
) {
  const response = await api.fetch(url, { method, data })
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true)
  return response.status() === 204 ? undefined : response.json()
}

/** Counts the console's writes to a path from now on (PUT and POST). */
export function watchWrites(page: Page, path: string) {
  const writes: string[] = []
  page.on('request', (r) => {
    if (r.method() !== 'GET' && new URL(r.url()).pathname === path) writes.push(r.method())
  })
  return writes
}

export const firewallRule = (name: string, priority: number) => ({
  name,
  description: '',
  status: 'enabled',
  priority,
  action: 'allow',
  direction: 'inbound',
  targets: [{ type: 'vpc', value: 'default' }],
  filters: { ports: ['22'] },
})
