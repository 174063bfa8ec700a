// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { act, render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { useSearchWriter, withParam } from './use-search-writer'

describe('withParam', () => {
  it('sets a value and drops an empty one, leaving the others', () => {
    const s = new URLSearchParams('range=7d&q=web')
    expect(withParam(s, 'q', 'db').toString()).toBe('range=7d&q=db')
    expect(withParam(s, 'q', '').toString()).toBe('range=7d')
    expect(s.toString()).toBe('range=7d&q=web')
  })
})

describe('useSearchWriter', () => {
  it("two writers' changes made while the first waits for the loaders both reach the URL", async () => {
    // the page's loader answers when the test says: each write stays pending till then
    let answer = () => {}
    const loader = () => new Promise<null>((resolve) => (answer = () => resolve(null)))
    const writers: Record<string, ReturnType<typeof useSearchWriter>[1]> = {}
    function Writer({ name }: { name: string }) {
      writers[name] = useSearchWriter()[1]
      return null
    }
    const Page = () => (
      <>
        <Writer name="range" />
        <Writer name="list" />
      </>
    )
    const router = createMemoryRouter([{ path: '/log', loader, Component: Page }], {
      initialEntries: ['/log?sort=time'],
      hydrationData: { loaderData: { '0': null } },
    })
    render(<RouterProvider router={router} />)
    await act(async () => writers.range((s) => withParam(s, 'range', '7d')))
    await act(async () => writers.list((s) => withParam(s, 'q', 'create')))
    expect(router.state.location.search).toBe('?sort=time')
    await act(async () => answer())
    expect(router.state.location.search).toBe('?sort=time&range=7d&q=create')
    // once the URL shows them, a change builds on the URL
    await act(async () => writers.list((s) => withParam(s, 'sort', '')))
    await act(async () => answer())
    expect(router.state.location.search).toBe('?range=7d&q=create')
  })

  it('drops a write made while a navigation to another page is under way', async () => {
    let answer = () => {}
    const loader = () => new Promise<null>((resolve) => (answer = () => resolve(null)))
    let write: ReturnType<typeof useSearchWriter>[1] = () => {}
    function List() {
      write = useSearchWriter()[1]
      return null
    }
    const router = createMemoryRouter(
      [
        { path: '/instances', Component: List },
        { path: '/instances/:instance', loader, Component: () => null },
      ],
      { initialEntries: ['/instances?q=db'] },
    )
    render(<RouterProvider router={router} />)
    // the person follows a row's link; the filter's pause ends while its page loads
    await act(async () => {
      void router.navigate('/instances/db-primary')
    })
    await act(async () => write((s) => withParam(s, 'q', '')))
    await act(async () => answer())
    expect(router.state.location.pathname).toBe('/instances/db-primary')
  })
})

/** Every source file of the app, specs left out. */
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : /\.tsx?$/.test(e.name) && !/\.spec\.tsx?$/.test(e.name)
        ? [join(dir, e.name)]
        : [],
  )

it("is the app's only writer of the URL's search", () => {
  const writers = sources('src').filter((file) =>
    /\[\s*\w*\s*,\s*\w+\s*\]\s*=\s*useSearchParams\(/.test(readFileSync(file, 'utf8')),
  )
  expect(writers).toEqual(['src/hooks/use-search-writer.ts'])
})
