import type { LoaderFunctionArgs } from 'react-router'
import { expect, it, vi } from 'vitest'
import { lazyLoaders } from './lazy-loaders'

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
