import { createBrowserRouter, type RouteObject, redirect } from 'react-router'
import * as layouts from '~/layouts/loaders'
import { FirstLoad, RootLayout } from '~/layouts/root-layout'
import { NotFound, handle as notFoundHandle } from '~/pages/errors/not-found-page'
import { RouteErrorPage } from '~/pages/errors/route-error-page'
import * as projectAccess from '~/pages/project/access/loaders'
import * as projectActivity from '~/pages/project/activity/loaders'
import * as affinity from '~/pages/project/affinity/loaders'
import * as disks from '~/pages/project/disks/loaders'
import * as externalSubnets from '~/pages/project/external-subnets/loaders'
import * as floatingIps from '~/pages/project/floating-ips/loaders'
import * as projectImages from '~/pages/project/images/loaders'
import * as instances from '~/pages/project/instances/loaders'
import * as probes from '~/pages/project/probes/loaders'
import * as snapshots from '~/pages/project/snapshots/loaders'
import * as internetGateways from '~/pages/project/vpcs/internet-gateways/loaders'
import * as vpcs from '~/pages/project/vpcs/loaders'
import * as routers from '~/pages/project/vpcs/routers/loaders'
import * as settings from '~/pages/settings/loaders'
import * as login from '~/pages/sign-in/loaders'
import * as siloAccess from '~/pages/silo/access/loaders'
import * as certificates from '~/pages/silo/certificates/loaders'
import * as siloImages from '~/pages/silo/images/loaders'
import * as multicast from '~/pages/silo/multicast/loaders'
import * as projects from '~/pages/silo/projects/loaders'
import * as siloSettings from '~/pages/silo/silo-settings/loaders'
import * as siloUtilization from '~/pages/silo/utilization/loaders'
import * as systemAccess from '~/pages/system/access/loaders'
import * as systemAlerts from '~/pages/system/alerts/loaders'
import * as allowList from '~/pages/system/allow-list/loaders'
import * as auditLog from '~/pages/system/audit-log/loaders'
import * as bfd from '~/pages/system/bfd/loaders'
import * as builtinUsers from '~/pages/system/builtin-users/loaders'
import * as inventory from '~/pages/system/inventory/loaders'
import * as ipPools from '~/pages/system/ip-pools/loaders'
import * as issues from '~/pages/system/issues/loaders'
import * as metrics from '~/pages/system/metrics/loaders'
import * as rackNetworking from '~/pages/system/rack-networking/loaders'
import * as silos from '~/pages/system/silos/loaders'
import * as subnetPools from '~/pages/system/subnet-pools/loaders'
import * as supportBundles from '~/pages/system/support-bundles/loaders'
import * as switchPorts from '~/pages/system/switch-ports/loaders'
import * as systemUpdate from '~/pages/system/update/loaders'
import * as systemUtilization from '~/pages/system/utilization/loaders'
import { loadWhenOnline } from '~/ui/lazy-with-retry'
import { paths } from '~/util/paths'

/**
 * The whole route table, the one map of the console. Every page module is lazy and
 * exports `Component` and, where it has one, `handle` (its breadcrumbs). A
 * route's `loader` (prefetches every query the page reads) is not in the lazy
 * module but in its folder's `loaders.ts`, imported above as a whole
 * (`loader: disks.disksPageLoader`): the loaders come with the first load, so
 * a visit asks for its data at once, while its page's code loads.
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
      { path: 'login', loader: login.loginRedirectLoader },
      { path: 'login/:silo/local', lazy: () => import('~/pages/sign-in/login-local-page') },
      {
        path: 'login/:silo/saml/:provider',
        lazy: () => import('~/pages/sign-in/login-saml-page'),
      },
      { path: 'device/verify', lazy: () => import('~/pages/sign-in/device-verify-page') },
      { path: 'device/success', lazy: () => import('~/pages/sign-in/device-success-page') },
      {
        loader: layouts.authedLayoutLoader,
        lazy: () => import('~/layouts/authed-layout'),
        children: [
          { index: true, loader: () => redirect(paths.projects()) },
          {
            lazy: () => import('~/layouts/silo-layout'),
            children: [
              // silo level
              {
                path: 'utilization',
                loader: siloUtilization.siloUtilizationPageLoader,
                lazy: () => import('~/pages/silo/utilization/silo-utilization-page'),
              },
              {
                loader: siloImages.siloImagesPageLoader,
                lazy: () => import('~/pages/silo/images/silo-images-page'),
                children: [
                  { path: 'images', Component: ListOnly },
                  {
                    path: 'images/:image/edit',
                    loader: siloImages.siloImageViewLoader,
                    lazy: () => import('~/pages/silo/images/silo-image-view'),
                  },
                ],
              },
              {
                path: 'multicast-groups',
                loader: multicast.multicastGroupsPageLoader,
                lazy: () => import('~/pages/silo/multicast/multicast-groups-page'),
              },
              {
                path: 'multicast-groups/:multicastGroup',
                loader: multicast.multicastGroupPageLoader,
                lazy: () => import('~/pages/silo/multicast/multicast-group-page'),
              },
              {
                path: 'lookup/instances/:instance',
                loader: instances.instanceLookupLoader,
              },
              {
                path: 'lookup/i/:instance',
                loader: instances.instanceLookupLoader,
              },
              {
                path: 'access',
                loader: siloAccess.siloAccessPageLoader,
                lazy: () => import('~/pages/silo/access/silo-access-page'),
              },
              {
                path: 'access/groups/:groupId',
                loader: siloAccess.groupPageLoader,
                lazy: () => import('~/pages/silo/access/group-page'),
              },
              // the silo's settings: users' sessions and tokens, SCIM tokens, auth settings
              {
                path: 'silo-settings',
                loader: siloSettings.siloSettingsLoader,
                lazy: () => import('~/pages/silo/silo-settings/silo-settings-page'),
                children: [
                  { index: true, loader: () => redirect(paths.siloUsers()) },
                  {
                    path: 'users',
                    loader: siloSettings.siloUsersLoader,
                    lazy: () => import('~/pages/silo/silo-settings/users-tab'),
                  },
                  {
                    loader: siloSettings.scimTokensLoader,
                    lazy: () => import('~/pages/silo/silo-settings/scim-tokens-tab'),
                    children: [
                      { path: 'scim-tokens', Component: ListOnly },
                      {
                        path: 'scim-tokens-new',
                        lazy: () => import('~/pages/silo/silo-settings/scim-token-create-form'),
                      },
                    ],
                  },
                  {
                    path: 'auth',
                    loader: siloSettings.authSettingsLoader,
                    lazy: () => import('~/pages/silo/silo-settings/auth-settings-tab'),
                    children: [
                      {
                        path: 'edit',
                        lazy: () => import('~/pages/silo/silo-settings/auth-settings-edit-form'),
                      },
                    ],
                  },
                ],
              },
              {
                path: 'apply-blueprint',
                lazy: () => import('~/pages/silo/projects/apply-blueprint-page'),
              },
              {
                path: 'silo-settings/users/:userId',
                loader: siloSettings.siloUserLoader,
                lazy: () => import('~/pages/silo/silo-settings/user-page'),
              },
              {
                loader: projects.projectsPageLoader,
                lazy: () => import('~/pages/silo/projects/projects-page'),
                children: [
                  { path: 'projects', Component: ListOnly },
                  {
                    path: 'projects-new',
                    lazy: () => import('~/pages/silo/projects/project-create-form'),
                  },
                  {
                    path: 'projects/:project/edit',
                    loader: projects.projectEditFormLoader,
                    lazy: () => import('~/pages/project/project-edit-form'),
                  },
                ],
              },
              // operator areas: the silo's certificates
              {
                loader: certificates.certificatesPageLoader,
                lazy: () => import('~/pages/silo/certificates/certificates-page'),
                children: [
                  { path: 'certificates', Component: ListOnly },
                  {
                    path: 'certificates-new',
                    lazy: () => import('~/pages/silo/certificates/certificate-create-form'),
                  },
                ],
              },
              {
                path: 'certificates/:certificate',
                loader: certificates.certificatePageLoader,
                lazy: () => import('~/pages/silo/certificates/certificate-page'),
              },
            ],
          },
          {
            path: 'settings',
            lazy: () => import('~/layouts/settings-layout'),
            children: [
              { index: true, loader: () => redirect(paths.profile()) },
              {
                path: 'profile',
                loader: settings.profilePageLoader,
                lazy: () => import('~/pages/settings/profile-page'),
              },
              {
                loader: settings.sshKeysPageLoader,
                lazy: () => import('~/pages/settings/ssh-keys-page'),
                children: [
                  { path: 'ssh-keys', Component: ListOnly },
                  {
                    path: 'ssh-keys-new',
                    lazy: () => import('~/pages/settings/ssh-key-create-form'),
                  },
                  {
                    path: 'ssh-keys/:sshKey/edit',
                    loader: settings.sshKeyViewFormLoader,
                    lazy: () => import('~/pages/settings/ssh-key-view-form'),
                  },
                ],
              },
              {
                path: 'access-tokens',
                loader: settings.accessTokensPageLoader,
                lazy: () => import('~/pages/settings/access-tokens-page'),
              },
            ],
          },
          {
            path: 'projects/:project',
            loader: layouts.projectLayoutLoader,
            lazy: () => import('~/layouts/project-layout'),
            children: [
              { index: true, loader: ({ params }) => redirect(paths.instances(projectOf(params))) },
              // compute
              {
                loader: instances.instancesPageLoader,
                lazy: () => import('~/pages/project/instances/instances-page'),
                children: [
                  { path: 'instances', Component: ListOnly },
                  {
                    path: 'instances-new',
                    loader: instances.instanceCreateFormLoader,
                    lazy: () => import('~/pages/project/instances/create/instance-create-form'),
                  },
                ],
              },
              {
                path: 'instances/:instance',
                loader: instances.instancePageLoader,
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
                  {
                    path: 'storage',
                    loader: instances.storageTabLoader,
                    lazy: () => import('~/pages/project/instances/storage-tab'),
                  },
                  {
                    path: 'networking',
                    loader: instances.networkingTabLoader,
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
                        loader: instances.diskMetricsLoader,
                        lazy: () => import('~/pages/project/instances/metrics/disk-metrics'),
                      },
                      {
                        path: 'network',
                        lazy: () => import('~/pages/project/instances/metrics/network-metrics'),
                      },
                    ],
                  },
                  {
                    path: 'connect',
                    loader: instances.connectTabLoader,
                    lazy: () => import('~/pages/project/instances/connect-tab'),
                  },
                  {
                    path: 'settings',
                    loader: instances.settingsTabLoader,
                    lazy: () => import('~/pages/project/instances/settings-tab'),
                  },
                  {
                    path: 'activity',
                    loader: instances.activityTabLoader,
                    lazy: () => import('~/pages/project/instances/activity-tab'),
                  },
                ],
              },
              // outside the instance's tabs: the terminal takes the whole page
              {
                path: 'instances/:instance/serial-console',
                loader: instances.serialConsolePageLoader,
                lazy: () => import('~/pages/project/instances/serial-console-page'),
              },
              {
                loader: disks.disksPageLoader,
                lazy: () => import('~/pages/project/disks/disks-page'),
                children: [
                  { path: 'disks', Component: ListOnly },
                  {
                    path: 'disks-new',
                    loader: disks.diskCreateFormLoader,
                    lazy: () => import('~/pages/project/disks/disk-create-form'),
                  },
                ],
              },
              {
                path: 'disks/:disk/activity',
                loader: disks.diskActivityLoader,
                lazy: () => import('~/pages/project/disks/disk-activity-page'),
              },
              {
                loader: snapshots.snapshotsPageLoader,
                lazy: () => import('~/pages/project/snapshots/snapshots-page'),
                children: [
                  { path: 'snapshots', Component: ListOnly },
                  {
                    path: 'snapshots-new',
                    loader: snapshots.snapshotCreateFormLoader,
                    lazy: () => import('~/pages/project/snapshots/snapshot-create-form'),
                  },
                  {
                    path: 'snapshots/:snapshot/images-new',
                    loader: snapshots.imageFromSnapshotFormLoader,
                    lazy: () => import('~/pages/project/snapshots/image-from-snapshot-form'),
                  },
                ],
              },
              {
                loader: projectImages.projectImagesPageLoader,
                lazy: () => import('~/pages/project/images/project-images-page'),
                children: [
                  { path: 'images', Component: ListOnly },
                  {
                    path: 'images-new',
                    lazy: () => import('~/pages/project/images/image-upload-form'),
                  },
                  {
                    path: 'images/:image/edit',
                    loader: projectImages.projectImageViewLoader,
                    lazy: () => import('~/pages/project/images/project-image-view'),
                  },
                ],
              },
              {
                path: 'images/:image/activity',
                loader: projectImages.imageActivityLoader,
                lazy: () => import('~/pages/project/images/image-activity-page'),
              },
              // compute: anti-affinity and affinity groups, one page with a tab per kind
              {
                lazy: () => import('~/pages/project/affinity/affinity-page'),
                children: [
                  {
                    loader: affinity.antiAffinityListLoader,
                    lazy: () => import('~/pages/project/affinity/anti-affinity-groups-tab'),
                    children: [
                      { path: 'affinity', Component: ListOnly },
                      {
                        path: 'affinity-new',
                        lazy: () =>
                          import('~/pages/project/affinity/anti-affinity-group-create-form'),
                      },
                    ],
                  },
                  {
                    loader: affinity.affinityListLoader,
                    lazy: () => import('~/pages/project/affinity/affinity-groups-tab'),
                    children: [
                      { path: 'affinity-groups', Component: ListOnly },
                      {
                        path: 'affinity-groups-new',
                        lazy: () => import('~/pages/project/affinity/affinity-group-create-form'),
                      },
                    ],
                  },
                ],
              },
              {
                path: 'affinity/:antiAffinityGroup',
                loader: affinity.antiAffinityGroupPageLoader,
                lazy: () => import('~/pages/project/affinity/anti-affinity-group-page'),
                children: [
                  { index: true, Component: ListOnly },
                  {
                    path: 'edit',
                    loader: affinity.antiAffinityGroupEditLoader,
                    lazy: () => import('~/pages/project/affinity/anti-affinity-group-edit-form'),
                  },
                ],
              },
              {
                path: 'affinity-groups/:affinityGroup',
                loader: affinity.affinityGroupPageLoader,
                lazy: () => import('~/pages/project/affinity/affinity-group-page'),
                children: [
                  { index: true, Component: ListOnly },
                  {
                    path: 'edit',
                    loader: affinity.affinityGroupEditLoader,
                    lazy: () => import('~/pages/project/affinity/affinity-group-edit-form'),
                  },
                ],
              },
              // networking
              {
                loader: vpcs.vpcsPageLoader,
                lazy: () => import('~/pages/project/vpcs/vpcs-page'),
                children: [
                  { path: 'vpcs', Component: ListOnly },
                  { path: 'vpcs-new', lazy: () => import('~/pages/project/vpcs/vpc-create-form') },
                  {
                    path: 'vpcs/:vpc/edit',
                    loader: vpcs.vpcEditFormLoader,
                    lazy: () => import('~/pages/project/vpcs/vpc-edit-form'),
                  },
                ],
              },
              {
                path: 'vpcs/:vpc',
                loader: vpcs.vpcPageLoader,
                lazy: () => import('~/pages/project/vpcs/vpc-page'),
                children: [
                  {
                    index: true,
                    loader: ({ params }) => redirect(paths.firewallRules(vpcOf(params))),
                  },
                  {
                    loader: vpcs.firewallRulesTabLoader,
                    lazy: () => import('~/pages/project/vpcs/firewall-rules-tab'),
                    children: [
                      { path: 'firewall-rules', Component: ListOnly },
                      {
                        path: 'firewall-rules-new/:rule?',
                        loader: vpcs.firewallRuleCreateFormLoader,
                        lazy: () => import('~/pages/project/vpcs/firewall-rule-create-form'),
                      },
                      {
                        path: 'firewall-rules/:rule/edit',
                        loader: vpcs.firewallRuleEditFormLoader,
                        lazy: () => import('~/pages/project/vpcs/firewall-rule-edit-form'),
                      },
                    ],
                  },
                  {
                    loader: vpcs.subnetsTabLoader,
                    lazy: () => import('~/pages/project/vpcs/subnets-tab'),
                    children: [
                      { path: 'subnets', Component: ListOnly },
                      {
                        path: 'subnets-new',
                        loader: vpcs.subnetCreateFormLoader,
                        lazy: () => import('~/pages/project/vpcs/subnet-create-form'),
                      },
                      {
                        path: 'subnets/:subnet/edit',
                        loader: vpcs.subnetEditFormLoader,
                        lazy: () => import('~/pages/project/vpcs/subnet-edit-form'),
                      },
                    ],
                  },
                  {
                    loader: routers.routersTabLoader,
                    lazy: () => import('~/pages/project/vpcs/routers/routers-tab'),
                    children: [
                      { path: 'routers', Component: ListOnly },
                      {
                        path: 'routers-new',
                        lazy: () => import('~/pages/project/vpcs/routers/router-create-form'),
                      },
                      {
                        path: 'routers/:router/edit',
                        loader: routers.routerEditFormLoader,
                        lazy: () => import('~/pages/project/vpcs/routers/router-edit-form'),
                      },
                    ],
                  },
                  {
                    loader: internetGateways.internetGatewaysTabLoader,
                    lazy: () =>
                      import('~/pages/project/vpcs/internet-gateways/internet-gateways-tab'),
                    children: [
                      { path: 'internet-gateways', Component: ListOnly },
                      {
                        path: 'internet-gateways-new',
                        lazy: () =>
                          import('~/pages/project/vpcs/internet-gateways/gateway-create-form'),
                      },
                      {
                        path: 'internet-gateways/:gateway',
                        loader: internetGateways.internetGatewayDetailLoader,
                        lazy: () =>
                          import('~/pages/project/vpcs/internet-gateways/internet-gateway-detail'),
                        // the attach forms show in place of the gateway's panel
                        children: [
                          {
                            path: 'ip-pools-add',
                            lazy: () =>
                              import(
                                '~/pages/project/vpcs/internet-gateways/gateway-pool-attach-form'
                              ),
                          },
                          {
                            path: 'ip-addresses-add',
                            lazy: () =>
                              import(
                                '~/pages/project/vpcs/internet-gateways/gateway-address-attach-form'
                              ),
                          },
                        ],
                      },
                    ],
                  },
                  {
                    path: 'activity',
                    loader: vpcs.activityTabLoader,
                    lazy: () => import('~/pages/project/vpcs/activity-tab'),
                  },
                ],
              },
              // a router's and a subnet's own pages stand beside the VPC's tabs, not in them
              {
                path: 'vpcs/:vpc/routers/:router',
                loader: routers.routerPageLoader,
                lazy: () => import('~/pages/project/vpcs/routers/router-page'),
                children: [
                  { index: true, Component: ListOnly },
                  {
                    path: 'routes-new',
                    loader: routers.routeCreateFormLoader,
                    lazy: () => import('~/pages/project/vpcs/routers/route-create-form'),
                  },
                  {
                    path: 'routes/:route/edit',
                    loader: routers.routeEditFormLoader,
                    lazy: () => import('~/pages/project/vpcs/routers/route-edit-form'),
                  },
                ],
              },
              {
                path: 'vpcs/:vpc/subnets/:subnet',
                loader: vpcs.subnetPageLoader,
                lazy: () => import('~/pages/project/vpcs/subnet-page'),
              },
              {
                loader: floatingIps.floatingIpsPageLoader,
                lazy: () => import('~/pages/project/floating-ips/floating-ips-page'),
                children: [
                  { path: 'floating-ips', Component: ListOnly },
                  {
                    path: 'floating-ips-new',
                    loader: floatingIps.floatingIpCreateFormLoader,
                    lazy: () => import('~/pages/project/floating-ips/floating-ip-create-form'),
                  },
                  {
                    path: 'floating-ips/:floatingIp/edit',
                    loader: floatingIps.floatingIpEditFormLoader,
                    lazy: () => import('~/pages/project/floating-ips/floating-ip-edit-form'),
                  },
                ],
              },
              {
                path: 'floating-ips/:floatingIp/activity',
                loader: floatingIps.floatingIpActivityLoader,
                lazy: () => import('~/pages/project/floating-ips/floating-ip-activity-page'),
              },
              // probes (experimental)
              {
                loader: probes.probesPageLoader,
                lazy: () => import('~/pages/project/probes/probes-page'),
                children: [
                  { path: 'probes', Component: ListOnly },
                  {
                    path: 'probes-new',
                    loader: probes.probeCreateFormLoader,
                    lazy: () => import('~/pages/project/probes/probe-create-form'),
                  },
                ],
              },
              {
                path: 'probes/:probe',
                loader: probes.probePageLoader,
                lazy: () => import('~/pages/project/probes/probe-page'),
              },
              // external subnets
              {
                loader: externalSubnets.externalSubnetsPageLoader,
                lazy: () => import('~/pages/project/external-subnets/external-subnets-page'),
                children: [
                  { path: 'external-subnets', Component: ListOnly },
                  {
                    path: 'external-subnets-new',
                    loader: externalSubnets.externalSubnetCreateFormLoader,
                    lazy: () =>
                      import('~/pages/project/external-subnets/external-subnet-create-form'),
                  },
                  {
                    path: 'external-subnets/:externalSubnet/edit',
                    loader: externalSubnets.externalSubnetEditFormLoader,
                    lazy: () =>
                      import('~/pages/project/external-subnets/external-subnet-edit-form'),
                  },
                ],
              },
              // access
              {
                path: 'access',
                loader: projectAccess.projectAccessPageLoader,
                lazy: () => import('~/pages/project/access/project-access-page'),
              },
              // the audit log's entries about the project, for fleet viewers
              {
                path: 'activity',
                loader: projectActivity.projectActivityLoader,
                lazy: () => import('~/pages/project/activity/project-activity-page'),
              },
            ],
          },
          {
            path: 'system',
            loader: layouts.systemLayoutLoader,
            lazy: () => import('~/layouts/system-layout'),
            children: [
              { index: true, loader: () => redirect(paths.systemSilos()) },
              // system
              {
                path: 'utilization',
                loader: systemUtilization.systemUtilizationPageLoader,
                lazy: () => import('~/pages/system/utilization/system-utilization-page'),
                children: [
                  { index: true, Component: ListOnly },
                  {
                    path: 'silos/:silo/quotas',
                    loader: systemUtilization.siloQuotasEditLoader,
                    lazy: () => import('~/pages/system/utilization/silo-quotas-edit'),
                  },
                ],
              },
              {
                loader: silos.silosPageLoader,
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
                loader: silos.siloPageLoader,
                lazy: () => import('~/pages/system/silos/silo-page'),
                children: [
                  { index: true, Component: ListOnly },
                  { path: 'idps-new', lazy: () => import('~/pages/system/silos/idp-create-form') },
                  {
                    path: 'idps/saml/:provider',
                    loader: silos.idpDetailLoader,
                    lazy: () => import('~/pages/system/silos/idp-detail'),
                  },
                ],
              },
              {
                path: 'issues',
                loader: issues.issuesPageLoader,
                lazy: () => import('~/pages/system/issues/issues-page'),
              },
              {
                path: 'metrics',
                loader: metrics.metricsPageLoader,
                lazy: () => import('~/pages/system/metrics/metrics-page'),
              },
              {
                path: 'inventory',
                loader: inventory.inventoryPageLoader,
                lazy: () => import('~/pages/system/inventory/inventory-page'),
                children: [
                  { index: true, loader: () => redirect(paths.systemSleds()) },
                  {
                    path: 'sleds',
                    loader: inventory.sledsTabLoader,
                    lazy: () => import('~/pages/system/inventory/sleds-tab'),
                  },
                  {
                    path: 'disks',
                    loader: inventory.disksTabLoader,
                    lazy: () => import('~/pages/system/inventory/disks-tab'),
                  },
                  {
                    path: 'uninitialized-sleds',
                    loader: inventory.uninitializedSledsTabLoader,
                    lazy: () => import('~/pages/system/inventory/uninitialized-sleds-tab'),
                    children: [
                      { index: true, Component: ListOnly },
                      {
                        path: 'add',
                        loader: inventory.sledsAddLoader,
                        lazy: () => import('~/pages/system/inventory/sleds-add-form'),
                      },
                    ],
                  },
                  {
                    path: 'disk-adoption',
                    loader: inventory.diskAdoptionTabLoader,
                    lazy: () => import('~/pages/system/inventory/disk-adoption-tab'),
                  },
                ],
              },
              {
                path: 'inventory/racks/:rackId',
                loader: inventory.rackPageLoader,
                lazy: () => import('~/pages/system/inventory/rack-page'),
              },
              {
                path: 'inventory/switches/:switchId',
                loader: inventory.switchPageLoader,
                lazy: () => import('~/pages/system/inventory/switch-page'),
              },
              {
                path: 'inventory/disks/:diskId',
                loader: inventory.physicalDiskPageLoader,
                lazy: () => import('~/pages/system/inventory/physical-disk-page'),
              },
              {
                path: 'inventory/sleds/:sledId',
                loader: inventory.sledPageLoader,
                lazy: () => import('~/pages/system/inventory/sled-page'),
                children: [
                  {
                    index: true,
                    loader: ({ params }) =>
                      redirect(paths.systemSledInstances({ sledId: params.sledId ?? '' })),
                  },
                  {
                    path: 'instances',
                    loader: inventory.sledInstancesTabLoader,
                    lazy: () => import('~/pages/system/inventory/sled-instances-tab'),
                  },
                  {
                    path: 'disks',
                    loader: inventory.sledDisksTabLoader,
                    lazy: () => import('~/pages/system/inventory/sled-disks-tab'),
                  },
                ],
              },
              // system update: status and target release, repositories, trust roots
              {
                path: 'update',
                loader: systemUpdate.updateLayoutLoader,
                lazy: () => import('~/pages/system/update/update-layout'),
                children: [
                  { index: true, loader: () => redirect(paths.systemUpdateStatus()) },
                  {
                    path: 'status',
                    loader: systemUpdate.updatePageLoader,
                    lazy: () => import('~/pages/system/update/update-page'),
                  },
                  {
                    loader: systemUpdate.reposPageLoader,
                    lazy: () => import('~/pages/system/update/repositories-tab'),
                    children: [
                      { path: 'repositories', Component: ListOnly },
                      {
                        path: 'repositories-upload',
                        lazy: () => import('~/pages/system/update/repository-upload-form'),
                      },
                    ],
                  },
                  {
                    loader: systemUpdate.trustRootsPageLoader,
                    lazy: () => import('~/pages/system/update/trust-roots-tab'),
                    children: [
                      { path: 'trust-roots', Component: ListOnly },
                      {
                        path: 'trust-roots-new',
                        lazy: () => import('~/pages/system/update/trust-root-create-form'),
                      },
                    ],
                  },
                ],
              },
              {
                path: 'update/repositories/:systemVersion',
                loader: systemUpdate.repoPageLoader,
                lazy: () => import('~/pages/system/update/repository-page'),
              },
              {
                path: 'update/trust-roots/:trustRootId',
                loader: systemUpdate.trustRootPageLoader,
                lazy: () => import('~/pages/system/update/trust-root-page'),
              },
              {
                path: 'audit-log',
                loader: auditLog.auditLogLoader,
                lazy: () => import('~/pages/system/audit-log/audit-log-page'),
              },
              {
                path: 'access',
                loader: systemAccess.systemAccessPageLoader,
                lazy: () => import('~/pages/system/access/system-access-page'),
              },
              {
                path: 'users-builtin',
                loader: builtinUsers.builtinUsersPageLoader,
                lazy: () => import('~/pages/system/builtin-users/builtin-users-page'),
              },
              {
                path: 'users-builtin/:user',
                loader: builtinUsers.builtinUserPageLoader,
                lazy: () => import('~/pages/system/builtin-users/builtin-user-page'),
              },
              { path: 'networking', loader: () => redirect(paths.systemIpPools()) },
              {
                loader: ipPools.ipPoolsPageLoader,
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
                loader: ipPools.ipPoolPageLoader,
                lazy: () => import('~/pages/system/ip-pools/ip-pool-page'),
                children: [
                  { index: true, Component: ListOnly },
                  {
                    path: 'edit',
                    loader: ipPools.ipPoolEditFormLoader,
                    lazy: () => import('~/pages/system/ip-pools/ip-pool-edit-form'),
                  },
                  {
                    path: 'ranges-add',
                    loader: ipPools.ipRangeAddFormLoader,
                    lazy: () => import('~/pages/system/ip-pools/ip-range-add-form'),
                  },
                ],
              },
              // subnet pools
              {
                loader: subnetPools.subnetPoolsPageLoader,
                lazy: () => import('~/pages/system/subnet-pools/subnet-pools-page'),
                children: [
                  { path: 'networking/subnet-pools', Component: ListOnly },
                  {
                    path: 'networking/subnet-pools-new',
                    lazy: () => import('~/pages/system/subnet-pools/subnet-pool-create-form'),
                  },
                ],
              },
              {
                path: 'networking/subnet-pools/:pool',
                loader: subnetPools.subnetPoolPageLoader,
                lazy: () => import('~/pages/system/subnet-pools/subnet-pool-page'),
                children: [
                  { index: true, Component: ListOnly },
                  {
                    path: 'edit',
                    loader: subnetPools.subnetPoolFormLoader,
                    lazy: () => import('~/pages/system/subnet-pools/subnet-pool-edit-form'),
                  },
                  {
                    path: 'members-add',
                    loader: subnetPools.subnetPoolFormLoader,
                    lazy: () => import('~/pages/system/subnet-pools/subnet-pool-member-add-form'),
                  },
                ],
              },
              // rack networking, part B: a switch port and port settings (the lists are tabs of Rack Networking)
              {
                path: 'networking/switch-ports/:rackId/:switchSlot/:port',
                loader: switchPorts.switchPortPageLoader,
                lazy: () => import('~/pages/system/switch-ports/switch-port-page'),
                children: [
                  { index: true, Component: ListOnly },
                  {
                    path: 'lldp-edit',
                    loader: switchPorts.switchPortLldpFormLoader,
                    lazy: () => import('~/pages/system/switch-ports/lldp-config-form'),
                  },
                ],
              },
              {
                path: 'networking/port-settings/:settings',
                loader: switchPorts.portSettingPageLoader,
                lazy: () => import('~/pages/system/switch-ports/port-setting-page'),
              },
              // operator areas: support bundles, IP allow list
              {
                loader: supportBundles.supportBundlesPageLoader,
                lazy: () => import('~/pages/system/support-bundles/support-bundles-page'),
                children: [
                  { path: 'support-bundles', Component: ListOnly },
                  {
                    path: 'support-bundles-new',
                    lazy: () => import('~/pages/system/support-bundles/support-bundle-create-form'),
                  },
                ],
              },
              {
                path: 'support-bundles/:bundleId',
                loader: supportBundles.supportBundlePageLoader,
                lazy: () => import('~/pages/system/support-bundles/support-bundle-page'),
                children: [
                  { index: true, Component: ListOnly },
                  {
                    path: 'edit',
                    lazy: () => import('~/pages/system/support-bundles/support-bundle-edit-form'),
                  },
                ],
              },
              {
                path: 'networking/allow-list',
                loader: allowList.allowListPageLoader,
                lazy: () => import('~/pages/system/allow-list/allow-list-page'),
                children: [
                  { index: true, Component: ListOnly },
                  {
                    path: 'edit',
                    lazy: () => import('~/pages/system/allow-list/allow-list-edit-form'),
                  },
                ],
              },
              // alerts and webhooks
              {
                path: 'alerts',
                loader: systemAlerts.alertsLayoutLoader,
                lazy: () => import('~/pages/system/alerts/alerts-page'),
                children: [
                  { index: true, loader: () => redirect(paths.systemAlertReceivers()) },
                  {
                    loader: systemAlerts.alertReceiversTabLoader,
                    lazy: () => import('~/pages/system/alerts/receivers-tab'),
                    children: [
                      { path: 'receivers', Component: ListOnly },
                      {
                        path: 'receivers-new',
                        loader: systemAlerts.alertReceiverCreateFormLoader,
                        lazy: () => import('~/pages/system/alerts/webhook-receiver-create-form'),
                      },
                    ],
                  },
                  {
                    path: 'events',
                    loader: systemAlerts.alertListTabLoader,
                    lazy: () => import('~/pages/system/alerts/alert-list-tab'),
                  },
                  {
                    path: 'classes',
                    loader: systemAlerts.alertClassesTabLoader,
                    lazy: () => import('~/pages/system/alerts/alert-classes-tab'),
                  },
                ],
              },
              {
                path: 'alerts/receivers/:receiver',
                loader: systemAlerts.alertReceiverPageLoader,
                lazy: () => import('~/pages/system/alerts/receiver-page'),
                children: [
                  { index: true, Component: ListOnly },
                  {
                    path: 'edit',
                    loader: systemAlerts.alertReceiverEditFormLoader,
                    lazy: () => import('~/pages/system/alerts/webhook-receiver-edit-form'),
                  },
                ],
              },
              {
                path: 'alerts/events/:alertId',
                loader: systemAlerts.alertPageLoader,
                lazy: () => import('~/pages/system/alerts/alert-page'),
              },
              // rack networking: one pathless layout, its tab bar over every page of the area
              {
                loader: rackNetworking.rackNetworkingLayoutLoader,
                lazy: () => import('~/pages/system/rack-networking/rack-networking-layout'),
                children: [
                  {
                    loader: rackNetworking.addressLotsPageLoader,
                    lazy: () => import('~/pages/system/rack-networking/address-lots-page'),
                    children: [
                      { path: 'networking/address-lots', Component: ListOnly },
                      {
                        path: 'networking/address-lots-new',
                        lazy: () =>
                          import('~/pages/system/rack-networking/address-lot-create-form'),
                      },
                    ],
                  },
                  {
                    path: 'networking/address-lots/:lot',
                    loader: rackNetworking.addressLotPageLoader,
                    lazy: () => import('~/pages/system/rack-networking/address-lot-page'),
                  },
                  {
                    loader: rackNetworking.loopbackAddressesPageLoader,
                    lazy: () => import('~/pages/system/rack-networking/loopback-addresses-page'),
                    children: [
                      { path: 'networking/loopback-addresses', Component: ListOnly },
                      {
                        path: 'networking/loopback-addresses-new',
                        loader: rackNetworking.loopbackAddressCreateFormLoader,
                        lazy: () =>
                          import('~/pages/system/rack-networking/loopback-address-create-form'),
                      },
                    ],
                  },
                  {
                    path: 'networking/bgp',
                    lazy: () => import('~/pages/system/rack-networking/bgp-layout'),
                    children: [
                      { index: true, loader: () => redirect(paths.systemBgpConfigs()) },
                      {
                        loader: rackNetworking.bgpConfigsTabLoader,
                        lazy: () => import('~/pages/system/rack-networking/bgp-configs-tab'),
                        children: [
                          { path: 'configs', Component: ListOnly },
                          {
                            path: 'configs-new',
                            loader: rackNetworking.announceSetsLoader,
                            lazy: () =>
                              import('~/pages/system/rack-networking/bgp-config-create-form'),
                          },
                          {
                            path: 'configs/:bgpConfig/edit',
                            loader: rackNetworking.bgpConfigEditLoader,
                            lazy: () =>
                              import('~/pages/system/rack-networking/bgp-config-edit-form'),
                          },
                        ],
                      },
                      {
                        loader: rackNetworking.announceSetsLoader,
                        lazy: () => import('~/pages/system/rack-networking/announce-sets-tab'),
                        children: [
                          { path: 'announce-sets', Component: ListOnly },
                          {
                            path: 'announce-sets-new',
                            loader: rackNetworking.lotBlocksLoader,
                            lazy: () =>
                              import('~/pages/system/rack-networking/announce-set-create-form'),
                          },
                        ],
                      },
                      {
                        path: 'announce-sets/:announceSet',
                        loader: rackNetworking.announceSetPageLoader,
                        lazy: () => import('~/pages/system/rack-networking/announce-set-page'),
                      },
                      {
                        path: 'status',
                        loader: rackNetworking.bgpStatusTabLoader,
                        lazy: () => import('~/pages/system/rack-networking/bgp-status-tab'),
                      },
                    ],
                  },
                  // switch ports, port settings, BFD
                  {
                    path: 'networking/switch-ports',
                    loader: switchPorts.switchPortsPageLoader,
                    lazy: () => import('~/pages/system/switch-ports/switch-ports-page'),
                  },
                  {
                    loader: switchPorts.portSettingsPageLoader,
                    lazy: () => import('~/pages/system/switch-ports/port-settings-page'),
                    children: [
                      { path: 'networking/port-settings', Component: ListOnly },
                      {
                        path: 'networking/port-settings-new',
                        loader: switchPorts.portSettingsCreateFormLoader,
                        lazy: () => import('~/pages/system/switch-ports/port-settings-create-form'),
                      },
                    ],
                  },
                  {
                    loader: bfd.bfdPageLoader,
                    lazy: () => import('~/pages/system/bfd/bfd-page'),
                    children: [
                      { path: 'networking/bfd', Component: ListOnly },
                      {
                        path: 'networking/bfd-new',
                        lazy: () => import('~/pages/system/bfd/bfd-enable-form'),
                      },
                    ],
                  },
                  {
                    path: 'networking/settings',
                    loader: rackNetworking.networkingSettingsPageLoader,
                    lazy: () => import('~/pages/system/rack-networking/networking-settings-page'),
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', Component: NotFound, handle: notFoundHandle },
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

const vpcOf = (params: Record<string, string | undefined>) => ({
  ...projectOf(params),
  vpc: params.vpc ?? '',
})

/**
 * Every route's code, like its data, waits for the network while the browser
 * is offline: the page opens when it is back (a failed fetch of a module
 * would fail again for the life of the page, see `loadWhenOnline`).
 */
const codeWhenOnline = (routes: RouteObject[]): RouteObject[] =>
  routes.map(
    (route) =>
      ({
        ...route,
        lazy: typeof route.lazy === 'function' ? loadWhenOnline(route.lazy) : route.lazy,
        children: route.children && codeWhenOnline(route.children),
      }) as RouteObject,
  )

export function createRouter() {
  return createBrowserRouter(codeWhenOnline(routes))
}
