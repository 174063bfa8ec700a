import type { LoaderFunctionArgs } from 'react-router'
import { expect, it, vi } from 'vitest'
import { lazyLoaders, preloadLoaders } from './lazy-loaders'

const args = { params: { pool: 'default' } } as unknown as LoaderFunctionArgs

it('fetches nothing until a route is visited, then runs the named loader with the route args', async () => {
  const pageLoader = vi.fn(async (a: LoaderFunctionArgs) => a.params.pool)
  const load = vi.fn(async () => ({ pageLoader, otherLoader: async () => 'other', label: 'x' }))
  const area = lazyLoaders(load)
  const loader = area('pageLoader')
  // nothing is fetched until the route is visited
  expect(load).not.toHaveBeenCalled()
  expect(await loader(args)).toBe('default')
  expect(await area('otherLoader')(args)).toBe('other')
  expect(pageLoader).toHaveBeenCalledWith(args)
  // the bundler's import() caches the module; the helper asks for it per call
  expect(load).toHaveBeenCalledTimes(2)
})

it('passes a failed module load on to the router', async () => {
  const area = lazyLoaders<{ pageLoader: () => null }>(() =>
    Promise.reject(new Error('Failed to fetch dynamically imported module')),
  )
  await expect(area('pageLoader')(args)).rejects.toThrow('Failed to fetch')
})

it('preloads every area named so far, and a failed preload leaves the visit to ask again', async () => {
  let fail = true
  const load = vi.fn(async () => {
    if (fail) throw new Error('Failed to fetch dynamically imported module')
    return { pageLoader: async () => 'loaded' }
  })
  const area = lazyLoaders(load)
  preloadLoaders()
  expect(load).toHaveBeenCalledTimes(1)
  await Promise.resolve()
  fail = false
  expect(await area('pageLoader')(args)).toBe('loaded')
  expect(load).toHaveBeenCalledTimes(2)
})
