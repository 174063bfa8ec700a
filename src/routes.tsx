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
                path: 'utilization',
                lazy: () => import('~/pages/utilization/silo-utilization-page'),
              },
              {
                lazy: () => import('~/pages/images/silo-images-page'),
                children: [
                  { path: 'images', Component: ListOnly },
                  {
                    path: 'images/:image/edit',
                    lazy: () => import('~/pages/images/silo-image-view'),
                  },
                ],
              },
              {
                path: 'lookup/instances/:instance',
                lazy: () => import('~/pages/project/instances/instance-lookup'),
              },
              {
                path: 'lookup/i/:instance',
                lazy: () => import('~/pages/project/instances/instance-lookup'),
              },
              { path: 'access', lazy: () => import('~/pages/access/silo-access-page') },
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
              {
                lazy: () => import('~/pages/project/instances/instances-page'),
                children: [
                  { path: 'instances', Component: ListOnly },
                  {
                    path: 'instances-new',
                    lazy: () => import('~/pages/project/instances/create/instance-create-form'),
                  },
                ],
              },
              {
                path: 'instances/:instance',
                lazy: () => import('~/pages/project/instances/instance-page'),
                children: [
                  {
                    index: true,
                    loader: ({ params }) =>
                      redirect(
                        paths.instanceStorage({
                          ...projectOf(params),
                          instance: params.instance ?? '',
                        }),
                      ),
                  },
                  { path: 'storage', lazy: () => import('~/pages/project/instances/storage-tab') },
                  {
                    path: 'networking',
                    lazy: () => import('~/pages/project/instances/networking-tab'),
                  },
                  {
                    path: 'metrics',
                    lazy: () => import('~/pages/project/instances/metrics/metrics-tab'),
                    children: [
                      {
                        index: true,
                        // the chosen range (?range=) goes along to the CPU charts
                        loader: ({ params, request }) =>
                          redirect(
                            paths.instanceMetricsCpu({
                              ...projectOf(params),
                              instance: params.instance ?? '',
                            }) + new URL(request.url).search,
                          ),
                      },
                      {
                        path: 'cpu',
                        lazy: () => import('~/pages/project/instances/metrics/cpu-metrics'),
                      },
                      {
                        path: 'disk',
                        lazy: () => import('~/pages/project/instances/metrics/disk-metrics'),
                      },
                      {
                        path: 'network',
                        lazy: () => import('~/pages/project/instances/metrics/network-metrics'),
                      },
                    ],
                  },
                  { path: 'connect', lazy: () => import('~/pages/project/instances/connect-tab') },
                  {
                    path: 'settings',
                    lazy: () => import('~/pages/project/instances/settings-tab'),
                  },
                ],
              },
              // outside the instance's tabs: the terminal takes the whole page
              {
                path: 'instances/:instance/serial-console',
                lazy: () => import('~/pages/project/instances/serial-console-page'),
              },
              {
                lazy: () => import('~/pages/project/disks/disks-page'),
                children: [
                  { path: 'disks', Component: ListOnly },
                  {
                    path: 'disks-new',
                    lazy: () => import('~/pages/project/disks/disk-create-form'),
                  },
                ],
              },
              {
                lazy: () => import('~/pages/project/snapshots/snapshots-page'),
                children: [
                  { path: 'snapshots', Component: ListOnly },
                  {
                    path: 'snapshots-new',
                    lazy: () => import('~/pages/project/snapshots/snapshot-create-form'),
                  },
                  {
                    path: 'snapshots/:snapshot/images-new',
                    lazy: () => import('~/pages/project/snapshots/image-from-snapshot-form'),
                  },
                ],
              },
              {
                lazy: () => import('~/pages/images/project-images-page'),
                children: [
                  { path: 'images', Component: ListOnly },
                  { path: 'images-new', lazy: () => import('~/pages/images/image-upload-form') },
                  {
                    path: 'images/:image/edit',
                    lazy: () => import('~/pages/images/project-image-view'),
                  },
                ],
              },
              // compute (issue 3): anti-affinity groups
              {
                lazy: () => import('~/pages/project/affinity/affinity-page'),
                children: [
                  { path: 'affinity', Component: ListOnly },
                  {
                    path: 'affinity-new',
                    lazy: () => import('~/pages/project/affinity/anti-affinity-group-create-form'),
                  },
                ],
              },
              {
                path: 'affinity/:antiAffinityGroup',
                lazy: () => import('~/pages/project/affinity/anti-affinity-group-page'),
                children: [
                  { index: true, Component: ListOnly },
                  {
                    path: 'edit',
                    lazy: () => import('~/pages/project/affinity/anti-affinity-group-edit-form'),
                  },
                ],
              },
              // networking (issue 4)
              {
                lazy: () => import('~/pages/project/vpcs/vpcs-page'),
                children: [
                  { path: 'vpcs', Component: ListOnly },
                  { path: 'vpcs-new', lazy: () => import('~/pages/project/vpcs/vpc-create-form') },
                  {
                    path: 'vpcs/:vpc/edit',
                    lazy: () => import('~/pages/project/vpcs/vpc-edit-form'),
                  },
                ],
              },
              {
                path: 'vpcs/:vpc',
                lazy: () => import('~/pages/project/vpcs/vpc-page'),
                children: [
                  {
                    index: true,
                    loader: ({ params }) => redirect(paths.firewallRules(vpcOf(params))),
                  },
                  {
                    lazy: () => import('~/pages/project/vpcs/firewall-rules-tab'),
                    children: [
                      { path: 'firewall-rules', Component: ListOnly },
                      {
                        path: 'firewall-rules-new/:rule?',
                        lazy: () => import('~/pages/project/vpcs/firewall-rule-create-form'),
                      },
                      {
                        path: 'firewall-rules/:rule/edit',
                        lazy: () => import('~/pages/project/vpcs/firewall-rule-edit-form'),
                      },
                    ],
                  },
                  {
                    lazy: () => import('~/pages/project/vpcs/subnets-tab'),
                    children: [
                      { path: 'subnets', Component: ListOnly },
                      {
                        path: 'subnets-new',
                        lazy: () => import('~/pages/project/vpcs/subnet-create-form'),
                      },
                      {
                        path: 'subnets/:subnet/edit',
                        lazy: () => import('~/pages/project/vpcs/subnet-edit-form'),
                      },
                    ],
                  },
                  {
                    lazy: () => import('~/pages/project/vpcs/routers/routers-tab'),
                    children: [
                      { path: 'routers', Component: ListOnly },
                      {
                        path: 'routers-new',
                        lazy: () => import('~/pages/project/vpcs/routers/router-create-form'),
                      },
                      {
                        path: 'routers/:router/edit',
                        lazy: () => import('~/pages/project/vpcs/routers/router-edit-form'),
                      },
                    ],
                  },
                  {
                    lazy: () =>
                      import('~/pages/project/vpcs/internet-gateways/internet-gateways-tab'),
                    children: [
                      { path: 'internet-gateways', Component: ListOnly },
                      {
                        path: 'internet-gateways/:gateway',
                        lazy: () =>
                          import('~/pages/project/vpcs/internet-gateways/internet-gateway-detail'),
                      },
                    ],
                  },
                ],
              },
              // a router's and a subnet's own pages stand beside the VPC's tabs, not in them
              {
                path: 'vpcs/:vpc/routers/:router',
                lazy: () => import('~/pages/project/vpcs/routers/router-page'),
                children: [
                  { index: true, Component: ListOnly },
                  {
                    path: 'routes-new',
                    lazy: () => import('~/pages/project/vpcs/routers/route-create-form'),
                  },
                  {
                    path: 'routes/:route/edit',
                    lazy: () => import('~/pages/project/vpcs/routers/route-edit-form'),
                  },
                ],
              },
              {
                path: 'vpcs/:vpc/subnets/:subnet',
                lazy: () => import('~/pages/project/vpcs/subnet-page'),
              },
              {
                lazy: () => import('~/pages/project/floating-ips/floating-ips-page'),
                children: [
                  { path: 'floating-ips', Component: ListOnly },
                  {
                    path: 'floating-ips-new',
                    lazy: () => import('~/pages/project/floating-ips/floating-ip-create-form'),
                  },
                  {
                    path: 'floating-ips/:floatingIp/edit',
                    lazy: () => import('~/pages/project/floating-ips/floating-ip-edit-form'),
                  },
                ],
              },
              // access (issue 5)
              { path: 'access', lazy: () => import('~/pages/access/project-access-page') },
            ],
          },
          {
            path: 'system',
            lazy: () => import('~/layouts/system-layout'),
            children: [
              { index: true, loader: () => redirect(paths.systemSilos()) },
              // system (issue 5)
              {
                path: 'utilization',
                lazy: () => import('~/pages/utilization/system-utilization-page'),
              },
              {
                lazy: () => import('~/pages/system/silos/silos-page'),
                children: [
                  { path: 'silos', Component: ListOnly },
                  {
                    path: 'silos-new',
                    lazy: () => import('~/pages/system/silos/silo-create-form'),
                  },
                ],
              },
              {
                path: 'silos/:silo',
                lazy: () => import('~/pages/system/silos/silo-page'),
                children: [
                  { index: true, Component: ListOnly },
                  { path: 'idps-new', lazy: () => import('~/pages/system/silos/idp-create-form') },
                  {
                    path: 'idps/saml/:provider',
                    lazy: () => import('~/pages/system/silos/idp-detail'),
                  },
                ],
              },
              { path: 'issues', lazy: () => import('~/pages/system/issues/issues-page') },
              {
                path: 'inventory',
                lazy: () => import('~/pages/system/inventory/inventory-page'),
                children: [
                  { index: true, loader: () => redirect(paths.systemSleds()) },
                  { path: 'sleds', lazy: () => import('~/pages/system/inventory/sleds-tab') },
                  { path: 'disks', lazy: () => import('~/pages/system/inventory/disks-tab') },
                ],
              },
              {
                path: 'inventory/sleds/:sledId',
                lazy: () => import('~/pages/system/inventory/sled-page'),
                children: [
                  {
                    index: true,
                    loader: ({ params }) =>
                      redirect(paths.systemSledInstances({ sledId: params.sledId ?? '' })),
                  },
                  {
                    path: 'instances',
                    lazy: () => import('~/pages/system/inventory/sled-instances-tab'),
                  },
                  { path: 'disks', lazy: () => import('~/pages/system/inventory/sled-disks-tab') },
                ],
              },
              { path: 'update', lazy: () => import('~/pages/system/update/update-page') },
              { path: 'access', lazy: () => import('~/pages/access/system-access-page') },
              { path: 'networking', loader: () => redirect(paths.systemIpPools()) },
              {
                lazy: () => import('~/pages/system/ip-pools/ip-pools-page'),
                children: [
                  { path: 'networking/ip-pools', Component: ListOnly },
                  {
                    path: 'networking/ip-pools-new',
                    lazy: () => import('~/pages/system/ip-pools/ip-pool-create-form'),
                  },
                ],
              },
              {
                path: 'networking/ip-pools/:pool',
                lazy: () => import('~/pages/system/ip-pools/ip-pool-page'),
                children: [
                  { index: true, Component: ListOnly },
                  {
                    path: 'edit',
                    lazy: () => import('~/pages/system/ip-pools/ip-pool-edit-form'),
                  },
                  {
                    path: 'ranges-add',
                    lazy: () => import('~/pages/system/ip-pools/ip-range-add-form'),
                  },
                ],
              },
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

// networking (issue 4)
const vpcOf = (params: Record<string, string | undefined>) => ({
  ...projectOf(params),
  vpc: params.vpc ?? '',
})

export const createRouter = () => createBrowserRouter(routes)
