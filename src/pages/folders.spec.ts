import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { type ModuleRoute, readRouteTable } from '../../config/route-chunks'

/**
 * A page's folder says where its URL lives: a newcomer finds where a screen
 * goes from the tree alone. Checked against the route table: each route's
 * lazy page module sits in the folder of its URL's scope.
 */
const scopes = ['project', 'silo', 'system', 'settings', 'sign-in', 'errors'] as const
type Scope = (typeof scopes)[number]

function scopeOf(path: string): Scope {
  if (path.startsWith('projects/:project')) return 'project'
  if (path === 'system' || path.startsWith('system/')) return 'system'
  if (path === 'settings' || path.startsWith('settings/')) return 'settings'
  if (path.startsWith('login') || path.startsWith('device')) return 'sign-in'
  return 'silo'
}

function pageModules(routes: ModuleRoute[], parent = ''): { path: string; module: string }[] {
  return routes.flatMap((route) => {
    const path = [parent, route.path].filter(Boolean).join('/')
    const own = route.modules
      .filter((m) => m.startsWith('~/pages/'))
      .map((module) => ({ path, module }))
    return [...own, ...pageModules(route.children ?? [], path)]
  })
}

describe('pages by scope', () => {
  const table = readRouteTable(readFileSync('src/routes.tsx', 'utf8'))
  const pages = pageModules(table)

  it('has a folder for each scope and nothing else', () => {
    const folders = readdirSync('src/pages', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
    expect(folders.sort()).toEqual([...scopes].sort())
  })

  it("puts every route's page in the folder of its URL's scope", () => {
    expect(pages.length).toBeGreaterThan(100)
    const misplaced = pages.filter(({ path, module }) => {
      const folder = module.split('/')[2]
      // an error page answers any URL
      return folder !== 'errors' && folder !== scopeOf(path)
    })
    expect(misplaced).toEqual([])
  })
})
