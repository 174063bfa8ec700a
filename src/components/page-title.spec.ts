import { describe, expect, it } from 'vitest'
import type { RouteHandle } from './breadcrumbs'
import { pageTitle } from './page-title'

const project: RouteHandle = {
  crumbs: (p) => [
    { label: 'Projects', to: '/projects', inTitle: false },
    { label: p.project ?? '', to: `/projects/${p.project}` },
  ],
}
const instances: RouteHandle = { crumbs: () => [{ label: 'Instances', to: '/instances' }] }
const instance: RouteHandle = {
  crumbs: (p) => [
    { label: 'Instances', to: '/instances' },
    { label: p.instance ?? '', to: `/instances/${p.instance}` },
  ],
}
const params = { project: 'web-prod', instance: 'db-primary' }

describe('pageTitle', () => {
  it('reads the crumbs from last to first, the resource first and the scope after', () => {
    const matches = [{ params }, { handle: project, params }, { handle: instance, params }]
    expect(pageTitle(matches)).toBe('db-primary · Instances · web-prod · Oxide')
  })

  it('puts a route’s own title (a tab, a form) before the crumbs above it', () => {
    const tab: RouteHandle = { title: 'Storage' }
    const form: RouteHandle = { title: (p) => `Edit ${p.instance}` }
    const base = [{ handle: project, params }]
    expect(pageTitle([...base, { handle: instance, params }, { handle: tab, params }])).toBe(
      'Storage · db-primary · Instances · web-prod · Oxide',
    )
    expect(pageTitle([...base, { handle: instances, params }, { handle: form, params }])).toBe(
      'Edit db-primary · Instances · web-prod · Oxide',
    )
  })

  it('gives a page with a title and no crumbs, such as sign-in, its title alone', () => {
    const signIn: RouteHandle = { title: (p) => `Sign in to ${p.silo}` }
    expect(pageTitle([{ params: {} }, { handle: signIn, params: { silo: 'acme' } }])).toBe(
      'Sign in to acme · Oxide',
    )
  })

  it('is "Oxide" where no route says anything', () => {
    expect(pageTitle([])).toBe('Oxide')
    expect(pageTitle([{ handle: { crumbs: () => [] }, params: {} }])).toBe('Oxide')
  })
})
