import type { RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { byFixedSegments, placeholderUrl, routePatterns } from './early-requests'

describe('routePatterns', () => {
  it('lists every path a match can end on, from pathless layouts and index routes too', () => {
    const routes: RouteObject[] = [
      {
        children: [
          { path: 'login' },
          {
            children: [
              { index: true },
              { children: [{ path: 'projects' }, { path: 'projects-new' }] },
              {
                path: 'projects/:project',
                children: [{ index: true }, { path: 'instances' }, { path: '*' }],
              },
            ],
          },
        ],
      },
    ]
    expect(routePatterns(routes)).toEqual([
      '/login',
      '/',
      '/projects',
      '/projects-new',
      '/projects/:project',
      '/projects/:project/instances',
    ])
  })
})

describe('placeholderUrl', () => {
  it('stands each param in as its segment number', () => {
    expect(placeholderUrl('/projects/:project/vpcs/:vpc')).toBe('/projects/zz1zz/vpcs/zz3zz')
    expect(placeholderUrl('/')).toBe('/')
  })
})

describe('byFixedSegments', () => {
  it('puts the patterns with more fixed segments first', () => {
    const table = byFixedSegments([
      ['/projects/:project/:tab', []],
      ['/projects/:project/instances', []],
      ['/projects', []],
    ])
    expect(table.map(([p]) => p)).toEqual([
      '/projects/:project/instances',
      '/projects/:project/:tab',
      '/projects',
    ])
  })
})
