import { act, render, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { RouteHandle } from './breadcrumbs'
import { PageHeader } from './page-header'
import { RouteAnnouncer } from './route-announcer'
import { MAIN_ID } from './skip-link'

const crumb = (label: string): RouteHandle => ({ crumbs: () => [{ label, to: '/' }] })

function Shell() {
  return (
    <>
      <main id={MAIN_ID} tabIndex={-1}>
        <Outlet />
      </main>
      <RouteAnnouncer />
    </>
  )
}

function Disks() {
  return (
    <>
      <PageHeader title="Disks" />
      <Link to="/instances">Instances</Link>
      <Link to="/disks-new">New disk</Link>
      <Outlet />
    </>
  )
}

const router = () =>
  createMemoryRouter(
    [
      {
        Component: Shell,
        children: [
          // a list with its form as a child route, as in the console
          {
            handle: crumb('Disks'),
            Component: Disks,
            children: [
              { path: 'disks', Component: () => null },
              { path: 'disks-new', handle: { title: 'Create disk' }, Component: () => null },
            ],
          },
          {
            path: 'instances',
            handle: crumb('Instances'),
            Component: () => <PageHeader title="Instances" />,
          },
        ],
      },
    ],
    { initialEntries: ['/disks'] },
  )

const live = () => document.querySelector('[aria-live="polite"]')

describe('RouteAnnouncer', () => {
  it('names the tab; after a navigation says the title and focuses the new heading', async () => {
    const r = router()
    render(<RouterProvider router={r} />)
    await screen.findByRole('heading', { name: 'Disks' })
    expect(document.title).toBe('Disks · Oxide')
    // the first load says nothing and moves nothing
    expect(live()?.textContent).toBe('')
    expect(document.activeElement).toBe(document.body)

    await act(() => r.navigate('/instances'))
    await waitFor(() => expect(document.title).toBe('Instances · Oxide'))
    expect(live()?.textContent).toBe('Instances · Oxide')
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Instances' }))
  })

  it('leaves focus alone when only the search changes or a form opens over the page', async () => {
    const r = router()
    render(<RouterProvider router={r} />)
    const link = await screen.findByRole('link', { name: 'New disk' })
    link.focus()
    await act(() => r.navigate('/disks?sort=name'))
    expect(live()?.textContent).toBe('')
    expect(document.activeElement).toBe(link)

    await act(() => r.navigate('/disks-new'))
    await waitFor(() => expect(document.title).toBe('Create disk · Disks · Oxide'))
    expect(live()?.textContent).toBe('Create disk · Disks · Oxide')
    expect(document.activeElement).toBe(link)
  })
})
