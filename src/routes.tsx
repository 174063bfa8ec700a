import { createBrowserRouter, type RouteObject, redirect } from 'react-router'
import { FirstLoad, RootLayout } from '~/layouts/root-layout'
import { NotFound } from '~/pages/errors/not-found-page'
import { RouteErrorPage } from '~/pages/errors/route-error-page'
import { paths } from '~/util/paths'

/**
 * The whole route table (STYLE.md, point 1). Every page module is lazy and
 * exports `Component`, and where it has them `loader` (prefetches every query
 * the page reads) and `handle` (its breadcrumbs).
 *
 * Create and edit forms are child routes of their list, so the list stays
 * behind the side modal; the list itself is a pathless layout route.
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: FirstLoad,
    errorElement: <RouteErrorPage />,
    children: [
      { path: 'login', lazy: () => import('~/pages/login/login-redirect') },
      { path: 'login/:silo/local', lazy: () => import('~/pages/login/login-local-page') },
      { path: 'device/verify', lazy: () => import('~/pages/device/device-verify-page') },
      { path: 'device/success', lazy: () => import('~/pages/device/device-success-page') },
      {
        lazy: () => import('~/layouts/authed-layout'),
        children: [
          { index: true, loader: () => redirect(paths.projects()) },
          {
            lazy: () => import('~/layouts/silo-layout'),
            children: [
              // silo level (issues 3 and 5)
              {
                lazy: () => import('~/pages/projects/projects-page'),
                children: [
                  { path: 'projects', Component: ListOnly },
                  {
                    path: 'projects-new',
                    lazy: () => import('~/pages/projects/project-create-form'),
                  },
                  {
                    path: 'projects/:project/edit',
                    lazy: () => import('~/pages/projects/project-edit-form'),
                  },
                ],
              },
            ],
          },
          {
            path: 'settings',
            lazy: () => import('~/layouts/settings-layout'),
            children: [
              { index: true, loader: () => redirect(paths.profile()) },
              { path: 'profile', lazy: () => import('~/pages/settings/profile-page') },
              {
                lazy: () => import('~/pages/settings/ssh-keys-page'),
                children: [
                  { path: 'ssh-keys', Component: ListOnly },
                  {
                    path: 'ssh-keys-new',
                    lazy: () => import('~/pages/settings/ssh-key-create-form'),
                  },
                  {
                    path: 'ssh-keys/:sshKey/edit',
                    lazy: () => import('~/pages/settings/ssh-key-view-form'),
                  },
                ],
              },
            ],
          },
          {
            path: 'projects/:project',
            lazy: () => import('~/layouts/project-layout'),
            children: [
              { index: true, loader: ({ params }) => redirect(paths.instances(projectOf(params))) },
              // compute (issue 3)
              { path: 'instances', lazy: () => import('~/pages/project/instances-page') },
              // networking (issue 4)
              // access (issue 5)
            ],
          },
          {
            path: 'system',
            lazy: () => import('~/layouts/system-layout'),
            children: [
              { index: true, loader: () => redirect(paths.systemSilos()) },
              { path: 'silos', lazy: () => import('~/pages/system/silos-page') },
              // system (issue 5)
            ],
          },
        ],
      },
      { path: '*', Component: NotFound },
    ],
  },
]

/** The list route of a list-with-forms: no form open, nothing more to render. */
function ListOnly() {
  return null
}

const projectOf = (params: Record<string, string | undefined>) => ({
  project: params.project ?? '',
})

export const createRouter = () => createBrowserRouter(routes)
