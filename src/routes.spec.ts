import type { RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { pageTitle, TITLE_SUFFIX, type TitleMatch } from '~/components/page-title'
import { routes } from './routes'

/** A route with a URL of its own: its path, its title's pattern and that of the route its URL is under. */
type Page = { path: string; title: string; parentTitle: string }

/** Each param filled with its own name, so a title reads as its pattern (":instance · Instances"). */
const paramsOf = (path: string) =>
  Object.fromEntries([...path.matchAll(/:(\w+)/g)].map(([whole, name]) => [name, whole]))

const handleOf = async (route: RouteObject) => {
  if (typeof route.lazy === 'function') return (await route.lazy()).handle ?? route.handle
  return route.handle
}

/**
 * Every route with a path that draws something (redirects left out), a page,
 * form or tab. An index route shows its parent's page, at its parent's URL.
 */
async function pages(
  table: RouteObject[],
  parent = { path: '', handles: [] as unknown[], titled: 0 },
): Promise<Page[]> {
  const found: Page[] = []
  for (const route of table) {
    const path = route.path ? `${parent.path}/${route.path}` : parent.path
    const handles = [...parent.handles, await handleOf(route)]
    const titleOf = (hs: unknown[]) =>
      pageTitle(hs.map((handle): TitleMatch => ({ handle, params: paramsOf(path) })))
    if (route.path && (route.lazy || route.Component)) {
      found.push({
        path,
        title: titleOf(handles),
        parentTitle: titleOf(handles.slice(0, parent.titled)),
      })
    }
    // the routes below compare with the nearest route above them that has a path
    const titled = route.path ? handles.length : parent.titled
    if (route.children) found.push(...(await pages(route.children, { path, handles, titled })))
  }
  return found
}

describe('the route table', () => {
  it('gives every page its own title, unlike its parent and any other page', async () => {
    const all = await pages(routes)
    expect(all.length).toBeGreaterThan(150)
    const untitled = all.filter((p) => p.title === TITLE_SUFFIX).map((p) => p.path)
    expect.soft(untitled).toEqual([])
    const sameAsParent = all.filter((p) => p.title === p.parentTitle)
    expect.soft(sameAsParent.map((p) => `${p.path}: ${p.title}`)).toEqual([])
    const byTitle = new Map<string, Page[]>()
    for (const p of all) {
      byTitle.set(p.title, [...(byTitle.get(p.title) ?? []), p])
    }
    const shared = [...byTitle].filter(([, ps]) => ps.length > 1)
    expect
      .soft(shared.map(([title, ps]) => `${title}: ${ps.map((p) => p.path).join(', ')}`))
      .toEqual([])
  }, 60_000) // loads every page's module, ~170 of them
})
