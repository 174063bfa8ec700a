import type { RouteObject } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { dataBeforeCode, routes } from '~/routes'

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('dataBeforeCode', () => {
  it('on a navigation, asks for a route’s code only after the current task and its microtasks', async () => {
    const code = { Component: () => null }
    const lazy = vi.fn(async () => code)
    const [route] = dataBeforeCode([{ path: 'a', lazy }], () => true)
    const loading = (route.lazy as () => Promise<unknown>)()
    // loaders started in this task run their fetches in microtasks: still before the code
    for (let i = 0; i < 20; i++) await Promise.resolve()
    expect(lazy).not.toHaveBeenCalled()
    await nextTask()
    expect(lazy).toHaveBeenCalledOnce()
    await expect(loading).resolves.toBe(code)
  })

  it('on the first load, asks for the code at once', async () => {
    const code = { Component: () => null }
    const lazy = vi.fn(async () => code)
    const [route] = dataBeforeCode([{ path: 'a', lazy }], () => false)
    const loading = (route.lazy as () => Promise<unknown>)()
    expect(lazy).toHaveBeenCalledOnce()
    await expect(loading).resolves.toBe(code)
  })

  it('wraps every level and leaves loaders and routes without code alone', () => {
    const loader = () => null
    const inner = async () => ({})
    const table: RouteObject[] = [
      {
        path: 'a',
        loader,
        children: [
          { index: true, loader },
          { path: 'b', lazy: inner },
        ],
      },
    ]
    const [a] = dataBeforeCode(table, () => true)
    expect(a.loader).toBe(loader)
    expect('lazy' in a).toBe(false)
    expect(a.children?.[0]).toEqual({ index: true, loader })
    expect(a.children?.[1].lazy).toBeTypeOf('function')
    expect(a.children?.[1].lazy).not.toBe(inner)
    // the table it was given is not changed
    expect(table[0].children?.[1].lazy).toBe(inner)
  })

  it('keeps the route table’s shape', () => {
    const count = (t: RouteObject[]): number =>
      t.reduce((n, r) => n + 1 + count(r.children ?? []), 0)
    expect(count(dataBeforeCode(routes, () => true))).toBe(count(routes))
  })
})
