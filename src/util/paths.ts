/** Every link and redirect of the console is built here (no URL is written by hand elsewhere). */
type Project = { project: string }
type SshKey = { sshKey: string }
type Instance = Project & { instance: string }
type Sled = { sledId: string }
type Bundle = { bundleId: string }
type Receiver = { receiver: string }

const enc = encodeURIComponent

// networking
type Vpc = Project & { vpc: string }
type FirewallRule = { rule: string }
type Subnet = { subnet: string }
/** A switch port: the API names one by its rack, its switch and its name (`qsfp0`). */
type SwitchPortSel = { rackId: string; switchSlot: string; port: string }
type Router = { router: string }
type Gateway = { gateway: string }
type FloatingIp = { floatingIp: string }
const vpcBase = ({ project, vpc }: Vpc) => `/projects/${enc(project)}/vpcs/${enc(vpc)}`

export const paths = {
  root: () => '/',
  login: ({ redirectUri }: { redirectUri?: string } = {}) =>
    redirectUri ? `/login?redirect_uri=${enc(redirectUri)}` : '/login',
  loginLocal: ({ silo }: { silo: string }) => `/login/${enc(silo)}/local`,
  loginSaml: ({ silo, provider }: { silo: string; provider: string }) =>
    `/login/${enc(silo)}/saml/${enc(provider)}`,
  /** Not a console page: the rack's redirect to the silo's identity provider. */
  loginSamlRedirect: ({
    silo,
    provider,
    redirectUri,
  }: {
    silo: string
    provider: string
    redirectUri?: string
  }) =>
    `/login/${enc(silo)}/saml/${enc(provider)}/redirect${redirectUri ? `?redirect_uri=${enc(redirectUri)}` : ''}`,
  deviceVerify: () => '/device/verify',
  deviceSuccess: () => '/device/success',

  settings: () => '/settings',
  profile: () => '/settings/profile',
  sshKeys: () => '/settings/ssh-keys',
  sshKeysNew: () => '/settings/ssh-keys-new',
  sshKeyEdit: ({ sshKey }: SshKey) => `/settings/ssh-keys/${enc(sshKey)}/edit`,
  accessTokens: () => '/settings/access-tokens',

  projects: () => '/projects',
  projectsNew: () => '/projects-new',
  applyBlueprint: () => '/apply-blueprint',
  projectEdit: ({ project }: Project) => `/projects/${enc(project)}/edit`,
  project: ({ project }: Project) => `/projects/${enc(project)}`,
  instances: ({ project }: Project) => `/projects/${enc(project)}/instances`,
  // compute
  instancesNew: ({ project }: Project) => `/projects/${enc(project)}/instances-new`,
  instance: ({ project, instance }: Instance) =>
    `/projects/${enc(project)}/instances/${enc(instance)}`,
  instanceStorage: ({ project, instance }: Instance) =>
    `/projects/${enc(project)}/instances/${enc(instance)}/storage`,
  instanceNetworking: ({ project, instance }: Instance) =>
    `/projects/${enc(project)}/instances/${enc(instance)}/networking`,
  instanceMetrics: ({ project, instance }: Instance) =>
    `/projects/${enc(project)}/instances/${enc(instance)}/metrics`,
  instanceMetricsCpu: ({ project, instance }: Instance) =>
    `/projects/${enc(project)}/instances/${enc(instance)}/metrics/cpu`,
  instanceMetricsDisk: ({ project, instance }: Instance) =>
    `/projects/${enc(project)}/instances/${enc(instance)}/metrics/disk`,
  instanceMetricsNetwork: ({ project, instance }: Instance) =>
    `/projects/${enc(project)}/instances/${enc(instance)}/metrics/network`,
  instanceConnect: ({ project, instance }: Instance) =>
    `/projects/${enc(project)}/instances/${enc(instance)}/connect`,
  instanceSettings: ({ project, instance }: Instance) =>
    `/projects/${enc(project)}/instances/${enc(instance)}/settings`,
  instanceActivity: ({ project, instance }: Instance) =>
    `/projects/${enc(project)}/instances/${enc(instance)}/activity`,
  instanceSerialConsole: ({ project, instance }: Instance) =>
    `/projects/${enc(project)}/instances/${enc(instance)}/serial-console`,
  disks: ({ project }: Project) => `/projects/${enc(project)}/disks`,
  disksNew: ({ project }: Project) => `/projects/${enc(project)}/disks-new`,
  diskActivity: ({ project, disk }: Project & { disk: string }) =>
    `/projects/${enc(project)}/disks/${enc(disk)}/activity`,
  snapshots: ({ project }: Project) => `/projects/${enc(project)}/snapshots`,
  snapshotsNew: ({ project }: Project) => `/projects/${enc(project)}/snapshots-new`,
  snapshotImagesNew: ({ project, snapshot }: Project & { snapshot: string }) =>
    `/projects/${enc(project)}/snapshots/${enc(snapshot)}/images-new`,
  disksUpload: ({ project }: Project) => `/projects/${enc(project)}/disks-new?source=upload`,
  projectImages: ({ project }: Project) => `/projects/${enc(project)}/images`,
  projectImagesNew: ({ project }: Project) => `/projects/${enc(project)}/images-new`,
  projectImageEdit: ({ project, image }: Project & { image: string }) =>
    `/projects/${enc(project)}/images/${enc(image)}/edit`,
  projectImageActivity: ({ project, image }: Project & { image: string }) =>
    `/projects/${enc(project)}/images/${enc(image)}/activity`,
  siloImages: () => '/images',
  multicastGroups: () => '/multicast-groups',
  multicastGroup: ({ multicastGroup }: { multicastGroup: string }) =>
    `/multicast-groups/${enc(multicastGroup)}`,
  /** an instance by id, whatever its project: the lookup route finds the project */
  instanceById: ({ instanceId }: { instanceId: string }) => `/lookup/instances/${enc(instanceId)}`,
  siloImageEdit: ({ image }: { image: string }) => `/images/${enc(image)}/edit`,
  // compute: anti-affinity groups
  affinity: ({ project }: Project) => `/projects/${enc(project)}/affinity`,
  affinityNew: ({ project }: Project) => `/projects/${enc(project)}/affinity-new`,
  antiAffinityGroup: ({ project, antiAffinityGroup }: Project & { antiAffinityGroup: string }) =>
    `/projects/${enc(project)}/affinity/${enc(antiAffinityGroup)}`,
  antiAffinityGroupEdit: ({
    project,
    antiAffinityGroup,
  }: Project & { antiAffinityGroup: string }) =>
    `/projects/${enc(project)}/affinity/${enc(antiAffinityGroup)}/edit`,
  // compute: affinity groups, the list's second tab
  affinityGroups: ({ project }: Project) => `/projects/${enc(project)}/affinity-groups`,
  affinityGroupsNew: ({ project }: Project) => `/projects/${enc(project)}/affinity-groups-new`,
  affinityGroup: ({ project, affinityGroup }: Project & { affinityGroup: string }) =>
    `/projects/${enc(project)}/affinity-groups/${enc(affinityGroup)}`,
  affinityGroupEdit: ({ project, affinityGroup }: Project & { affinityGroup: string }) =>
    `/projects/${enc(project)}/affinity-groups/${enc(affinityGroup)}/edit`,
  // networking
  vpcs: ({ project }: Project) => `/projects/${enc(project)}/vpcs`,
  vpcsNew: ({ project }: Project) => `/projects/${enc(project)}/vpcs-new`,
  vpc: (p: Vpc) => `${vpcBase(p)}`,
  vpcEdit: (p: Vpc) => `${vpcBase(p)}/edit`,
  firewallRules: (p: Vpc) => `${vpcBase(p)}/firewall-rules`,
  firewallRulesNew: (p: Vpc) => `${vpcBase(p)}/firewall-rules-new`,
  firewallRuleClone: (p: Vpc & FirewallRule) => `${vpcBase(p)}/firewall-rules-new/${enc(p.rule)}`,
  firewallRuleEdit: (p: Vpc & FirewallRule) => `${vpcBase(p)}/firewall-rules/${enc(p.rule)}/edit`,
  vpcSubnets: (p: Vpc) => `${vpcBase(p)}/subnets`,
  vpcSubnetsNew: (p: Vpc) => `${vpcBase(p)}/subnets-new`,
  vpcSubnetEdit: (p: Vpc & Subnet) => `${vpcBase(p)}/subnets/${enc(p.subnet)}/edit`,
  vpcSubnet: (p: Vpc & Subnet) => `${vpcBase(p)}/subnets/${enc(p.subnet)}`,
  vpcRouters: (p: Vpc) => `${vpcBase(p)}/routers`,
  vpcRoutersNew: (p: Vpc) => `${vpcBase(p)}/routers-new`,
  vpcRouter: (p: Vpc & Router) => `${vpcBase(p)}/routers/${enc(p.router)}`,
  vpcRouterEdit: (p: Vpc & Router) => `${vpcBase(p)}/routers/${enc(p.router)}/edit`,
  vpcRouterRoutesNew: (p: Vpc & Router) => `${vpcBase(p)}/routers/${enc(p.router)}/routes-new`,
  vpcRouterRouteEdit: (p: Vpc & Router & { route: string }) =>
    `${vpcBase(p)}/routers/${enc(p.router)}/routes/${enc(p.route)}/edit`,
  vpcInternetGateways: (p: Vpc) => `${vpcBase(p)}/internet-gateways`,
  vpcActivity: (p: Vpc) => `${vpcBase(p)}/activity`,
  vpcInternetGateway: (p: Vpc & Gateway) => `${vpcBase(p)}/internet-gateways/${enc(p.gateway)}`,
  vpcInternetGatewaysNew: (p: Vpc) => `${vpcBase(p)}/internet-gateways-new`,
  vpcInternetGatewayPoolsAdd: (p: Vpc & Gateway) =>
    `${vpcBase(p)}/internet-gateways/${enc(p.gateway)}/ip-pools-add`,
  vpcInternetGatewayAddressesAdd: (p: Vpc & Gateway) =>
    `${vpcBase(p)}/internet-gateways/${enc(p.gateway)}/ip-addresses-add`,
  floatingIps: ({ project }: Project) => `/projects/${enc(project)}/floating-ips`,
  floatingIpsNew: ({ project }: Project) => `/projects/${enc(project)}/floating-ips-new`,
  floatingIpEdit: ({ project, floatingIp }: Project & FloatingIp) =>
    `/projects/${enc(project)}/floating-ips/${enc(floatingIp)}/edit`,
  floatingIpActivity: ({ project, floatingIp }: Project & FloatingIp) =>
    `/projects/${enc(project)}/floating-ips/${enc(floatingIp)}/activity`,
  // access, silo and system
  siloAccess: () => '/access',
  siloGroup: ({ groupId }: { groupId: string }) => `/access/groups/${enc(groupId)}`,
  // the silo's admin area: its users' sessions and tokens, SCIM tokens, auth settings
  siloSettings: () => '/silo-settings',
  siloUsers: () => '/silo-settings/users',
  siloUser: ({ userId }: { userId: string }) => `/silo-settings/users/${enc(userId)}`,
  siloScimTokens: () => '/silo-settings/scim-tokens',
  siloScimTokensNew: () => '/silo-settings/scim-tokens-new',
  siloAuthSettings: () => '/silo-settings/auth',
  siloAuthSettingsEdit: () => '/silo-settings/auth/edit',
  siloUtilization: () => '/utilization',
  systemUtilization: () => '/system/utilization',
  systemUtilizationSiloQuotas: ({ silo }: { silo: string }) =>
    `/system/utilization/silos/${enc(silo)}/quotas`,
  systemMetrics: () => '/system/metrics',
  projectAccess: ({ project }: Project) => `/projects/${enc(project)}/access`,
  projectActivity: ({ project }: Project) => `/projects/${enc(project)}/activity`,
  systemSilosNew: () => '/system/silos-new',
  systemSilo: ({ silo }: { silo: string }) => `/system/silos/${enc(silo)}`,
  systemSiloIpPools: ({ silo }: { silo: string }) => `/system/silos/${enc(silo)}?tab=ip-pools`,
  systemSiloActivity: ({ silo }: { silo: string }) => `/system/silos/${enc(silo)}?tab=activity`,
  systemSiloQuotas: ({ silo }: { silo: string }) => `/system/silos/${enc(silo)}?tab=quotas`,
  systemSiloIdpsNew: ({ silo }: { silo: string }) => `/system/silos/${enc(silo)}/idps-new`,
  systemSiloIdp: ({ silo, provider }: { silo: string; provider: string }) =>
    `/system/silos/${enc(silo)}/idps/saml/${enc(provider)}`,
  systemNetworking: () => '/system/networking',
  systemIpPools: () => '/system/networking/ip-pools',
  systemIpPoolsNew: () => '/system/networking/ip-pools-new',
  systemIpPool: ({ pool }: { pool: string }) => `/system/networking/ip-pools/${enc(pool)}`,
  systemIpPoolEdit: ({ pool }: { pool: string }) => `/system/networking/ip-pools/${enc(pool)}/edit`,
  systemIpPoolRangesAdd: ({ pool }: { pool: string }) =>
    `/system/networking/ip-pools/${enc(pool)}/ranges-add`,
  systemIssues: () => '/system/issues',
  systemInventory: () => '/system/inventory',
  systemSleds: () => '/system/inventory/sleds',
  systemDisks: () => '/system/inventory/disks',
  systemSled: ({ sledId }: Sled) => `/system/inventory/sleds/${enc(sledId)}`,
  systemSledInstances: ({ sledId }: Sled) => `/system/inventory/sleds/${enc(sledId)}/instances`,
  systemSledDisks: ({ sledId }: Sled) => `/system/inventory/sleds/${enc(sledId)}/disks`,
  systemUninitializedSleds: () => '/system/inventory/uninitialized-sleds',
  systemUninitializedSledsAdd: () => '/system/inventory/uninitialized-sleds/add',
  systemDiskAdoption: () => '/system/inventory/disk-adoption',
  systemRack: ({ rackId }: { rackId: string }) => `/system/inventory/racks/${enc(rackId)}`,
  systemSwitch: ({ switchId }: { switchId: string }) =>
    `/system/inventory/switches/${enc(switchId)}`,
  systemPhysicalDisk: ({ diskId }: { diskId: string }) => `/system/inventory/disks/${enc(diskId)}`,
  // operator areas: certificates (silo), support bundles and the IP allow list (system)
  certificates: () => '/certificates',
  certificatesNew: () => '/certificates-new',
  certificate: ({ certificate }: { certificate: string }) => `/certificates/${enc(certificate)}`,
  systemSupportBundles: () => '/system/support-bundles',
  systemSupportBundlesNew: () => '/system/support-bundles-new',
  systemSupportBundle: ({ bundleId }: Bundle) => `/system/support-bundles/${enc(bundleId)}`,
  systemSupportBundleEdit: ({ bundleId }: Bundle) =>
    `/system/support-bundles/${enc(bundleId)}/edit`,
  systemAllowList: () => '/system/networking/allow-list',
  systemAllowListEdit: () => '/system/networking/allow-list/edit',
  systemUpdate: () => '/system/update',
  systemUpdateStatus: () => '/system/update/status',
  systemUpdateRepos: () => '/system/update/repositories',
  systemUpdateReposUpload: () => '/system/update/repositories-upload',
  systemUpdateRepo: ({ systemVersion }: { systemVersion: string }) =>
    `/system/update/repositories/${enc(systemVersion)}`,
  systemUpdateTrustRoots: () => '/system/update/trust-roots',
  systemUpdateTrustRootsNew: () => '/system/update/trust-roots-new',
  systemUpdateTrustRoot: ({ trustRootId }: { trustRootId: string }) =>
    `/system/update/trust-roots/${enc(trustRootId)}`,
  systemAuditLog: () => '/system/audit-log',
  systemAccess: () => '/system/access',
  systemBuiltinUsers: () => '/system/users-builtin',
  systemBuiltinUser: ({ user }: { user: string }) => `/system/users-builtin/${enc(user)}`,
  // external subnets (project) and subnet pools (system)
  probes: ({ project }: Project) => `/projects/${enc(project)}/probes`,
  probesNew: ({ project }: Project) => `/projects/${enc(project)}/probes-new`,
  probe: ({ project, probe }: Project & { probe: string }) =>
    `/projects/${enc(project)}/probes/${enc(probe)}`,
  externalSubnets: ({ project }: Project) => `/projects/${enc(project)}/external-subnets`,
  externalSubnetsNew: ({ project }: Project) => `/projects/${enc(project)}/external-subnets-new`,
  externalSubnetEdit: ({ project, externalSubnet }: Project & { externalSubnet: string }) =>
    `/projects/${enc(project)}/external-subnets/${enc(externalSubnet)}/edit`,
  systemSubnetPools: () => '/system/networking/subnet-pools',
  systemSubnetPoolsNew: () => '/system/networking/subnet-pools-new',
  systemSubnetPool: ({ pool }: { pool: string }) => `/system/networking/subnet-pools/${enc(pool)}`,
  systemSubnetPoolEdit: ({ pool }: { pool: string }) =>
    `/system/networking/subnet-pools/${enc(pool)}/edit`,
  systemSubnetPoolMembersAdd: ({ pool }: { pool: string }) =>
    `/system/networking/subnet-pools/${enc(pool)}/members-add`,
  // alerts and webhooks
  systemAlerts: () => '/system/alerts',
  systemAlertReceivers: () => '/system/alerts/receivers',
  systemAlertReceiversNew: () => '/system/alerts/receivers-new',
  systemAlertReceiver: ({ receiver }: Receiver) => `/system/alerts/receivers/${enc(receiver)}`,
  systemAlertReceiverEdit: ({ receiver }: Receiver) =>
    `/system/alerts/receivers/${enc(receiver)}/edit`,
  systemAlertList: () => '/system/alerts/events',
  systemAlert: ({ alertId }: { alertId: string }) => `/system/alerts/events/${enc(alertId)}`,
  systemAlertClasses: () => '/system/alerts/classes',
  // rack networking, part A: address lots, loopback addresses, BGP
  systemAddressLots: () => '/system/networking/address-lots',
  systemAddressLotsNew: () => '/system/networking/address-lots-new',
  systemAddressLot: ({ lot }: { lot: string }) => `/system/networking/address-lots/${enc(lot)}`,
  systemLoopbackAddresses: () => '/system/networking/loopback-addresses',
  systemLoopbackAddressesNew: () => '/system/networking/loopback-addresses-new',
  systemBgp: () => '/system/networking/bgp',
  systemBgpConfigs: () => '/system/networking/bgp/configs',
  systemBgpConfigsNew: () => '/system/networking/bgp/configs-new',
  systemBgpConfigEdit: ({ bgpConfig }: { bgpConfig: string }) =>
    `/system/networking/bgp/configs/${enc(bgpConfig)}/edit`,
  systemBgpAnnounceSets: () => '/system/networking/bgp/announce-sets',
  systemBgpAnnounceSetsNew: () => '/system/networking/bgp/announce-sets-new',
  systemBgpAnnounceSet: ({ announceSet }: { announceSet: string }) =>
    `/system/networking/bgp/announce-sets/${enc(announceSet)}`,
  systemBgpStatus: () => '/system/networking/bgp/status',
  // rack networking, part B: switch ports, switch port settings, BFD
  systemSwitchPorts: () => '/system/networking/switch-ports',
  systemSwitchPort: ({ rackId, switchSlot, port }: SwitchPortSel) =>
    `/system/networking/switch-ports/${enc(rackId)}/${enc(switchSlot)}/${enc(port)}`,
  systemSwitchPortLldpEdit: ({ rackId, switchSlot, port }: SwitchPortSel) =>
    `/system/networking/switch-ports/${enc(rackId)}/${enc(switchSlot)}/${enc(port)}/lldp-edit`,
  systemPortSettings: () => '/system/networking/port-settings',
  systemPortSettingsNew: () => '/system/networking/port-settings-new',
  systemPortSetting: ({ settings }: { settings: string }) =>
    `/system/networking/port-settings/${enc(settings)}`,
  systemBfd: () => '/system/networking/bfd',
  systemNetworkingSettings: () => '/system/networking/settings',
  systemBfdNew: () => '/system/networking/bfd-new',

  system: () => '/system',
  systemSilos: () => '/system/silos',
}

/**
 * `redirect_uri` accepts only a same-origin path (with its query string):
 * anything else (another origin, a protocol-relative or backslash URL, a
 * `javascript:` URL) is ignored and the caller falls back to /projects.
 */
export function safeRedirectPath(value: string | null | undefined): string | undefined {
  if (!value) return undefined
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse
  if (/[\u0000-\u001f\\]/.test(value)) return undefined
  try {
    const base = 'https://console.invalid'
    const url = new URL(value, base)
    if (url.origin !== base) return undefined
    return url.pathname + url.search + url.hash
  } catch {
    return undefined
  }
}
