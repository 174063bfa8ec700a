import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { modulesForUrl, readRouteTable } from './route-chunks'

const table = `
import * as layouts from '~/layouts/loaders'
import * as projects from '~/pages/silo/projects/loaders'
const other = 3
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      { path: 'login', loader: layouts.loginLoader },
      {
        loader: layouts.authedLayoutLoader,
        lazy: () => import('~/layouts/authed-layout'),
        children: [
          { index: true, loader: () => redirect('/projects') },
          {
            loader: projects.projectsPageLoader,
            lazy: () => import('~/pages/silo/projects/projects-page'),
            children: [
              { path: 'projects', Component: ListOnly },
              { path: 'projects-new', lazy: () => import('~/pages/silo/projects/project-create-form') },
            ],
          },
          {
            path: 'projects/:project',
            lazy: () => import('~/layouts/project-layout').then((m) => m.layout),
          },
        ],
      },
    ],
  },
]
`

describe('readRouteTable', () => {
  it('reads each route with the modules its lazy imports', () => {
    const routes = readRouteTable(table)
    const authed = routes[0].children?.[1]
    expect(authed?.modules).toEqual(['~/layouts/authed-layout'])
    expect(authed?.children?.[0]).toEqual({ index: true, modules: [] })
    expect(authed?.children?.[2]).toEqual({
      path: 'projects/:project',
      modules: ['~/layouts/project-layout'],
    })
  })

  it('refuses a source without a routes array', () => {
    expect(() => readRouteTable('export const other = []')).toThrow('no `routes` array')
  })
})

describe('modulesForUrl', () => {
  const routes = readRouteTable(table)

  it('gives the modules of every route the URL matches, from the root down', () => {
    expect(modulesForUrl(routes, '/projects')).toEqual([
      '~/layouts/authed-layout',
      '~/pages/silo/projects/projects-page',
    ])
    expect(modulesForUrl(routes, '/projects/web-prod')).toEqual([
      '~/layouts/authed-layout',
      '~/layouts/project-layout',
    ])
  })

  it('gives nothing for a URL no route matches', () => {
    expect(modulesForUrl(routes, '/nowhere/at/all')).toEqual([])
  })

  it('reads the console’s own table: the landing page comes with the signed-in layouts', () => {
    const console = readRouteTable(readFileSync('src/routes.tsx', 'utf8'))
    const modules = modulesForUrl(console, '/projects')
    expect(modules).toContain('~/layouts/authed-layout')
    expect(modules).toContain('~/pages/silo/projects/projects-page')
  })
})
