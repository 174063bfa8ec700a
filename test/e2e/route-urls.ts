import { SLED_IDS } from '../../src/mock-api/fixtures/hardware'
import { paths } from '../../src/util/paths'

/**
 * One concrete URL for every path builder of the console, with the mock's
 * fixtures as params: the route list the accessibility and fault suites walk
 * and the form suites open. The type makes a new path without an entry here a
 * type error.
 */
export type RouteName = keyof typeof paths

const project = 'web-prod'
const vpc = { project, vpc: 'default' }
const router = { ...vpc, router: 'web-egress' }
const sledId = SLED_IDS[0]
const bundleId = '5b0d1e00-7c2a-4f3b-9d1e-2f3a4b5c6d01'
/** qsfp0 of switch0 carries the fixtures' uplink settings (and so a link, LLDP and a neighbor) */
const uplinkPort = {
  rackId: '4ac10000-8e2b-4d6f-9a1c-3b5d7f9e0001',
  switchSlot: 'switch0',
  port: 'qsfp0',
}

export const routeUrls: Record<RouteName, string> = {
  accessTokens: paths.accessTokens(),
  affinity: paths.affinity({ project }),
  affinityNew: paths.affinityNew({ project }),
  antiAffinityGroup: paths.antiAffinityGroup({ project, antiAffinityGroup: 'web-spread' }),
  antiAffinityGroupEdit: paths.antiAffinityGroupEdit({ project, antiAffinityGroup: 'web-spread' }),
  deviceSuccess: paths.deviceSuccess(),
  deviceVerify: paths.deviceVerify(),
  disks: paths.disks({ project }),
  disksNew: paths.disksNew({ project }),
  disksUpload: paths.disksUpload({ project }),
  firewallRuleClone: paths.firewallRuleClone({ ...vpc, rule: 'allow-https' }),
  firewallRuleEdit: paths.firewallRuleEdit({ ...vpc, rule: 'allow-https' }),
  firewallRules: paths.firewallRules(vpc),
  firewallRulesNew: paths.firewallRulesNew(vpc),
  floatingIpEdit: paths.floatingIpEdit({ project, floatingIp: 'web-vip' }),
  floatingIps: paths.floatingIps({ project }),
  floatingIpsNew: paths.floatingIpsNew({ project }),
  instance: paths.instance({ project, instance: 'web-1' }),
  instanceConnect: paths.instanceConnect({ project, instance: 'web-1' }),
  instanceMetrics: paths.instanceMetrics({ project, instance: 'web-1' }),
  instanceMetricsCpu: paths.instanceMetricsCpu({ project, instance: 'web-1' }),
  instanceMetricsDisk: paths.instanceMetricsDisk({ project, instance: 'web-1' }),
  instanceMetricsNetwork: paths.instanceMetricsNetwork({ project, instance: 'web-1' }),
  instanceNetworking: paths.instanceNetworking({ project, instance: 'web-1' }),
  instanceSerialConsole: paths.instanceSerialConsole({ project, instance: 'web-1' }),
  instanceSettings: paths.instanceSettings({ project, instance: 'web-1' }),
  instanceStorage: paths.instanceStorage({ project, instance: 'web-1' }),
  instances: paths.instances({ project }),
  instancesNew: paths.instancesNew({ project }),
  login: paths.login(),
  loginLocal: paths.loginLocal({ silo: 'acme' }),
  loginSaml: paths.loginSaml({ silo: 'globex', provider: 'okta' }),
  loginSamlRedirect: paths.loginSamlRedirect({ silo: 'globex', provider: 'okta' }),
  profile: paths.profile(),
  project: paths.project({ project }),
  projectAccess: paths.projectAccess({ project }),
  projectEdit: paths.projectEdit({ project }),
  projectImageEdit: paths.projectImageEdit({ project, image: 'web-base-2025' }),
  projectImages: paths.projectImages({ project }),
  projectImagesNew: paths.projectImagesNew({ project }),
  projects: paths.projects(),
  projectsNew: paths.projectsNew(),
  root: paths.root(),
  settings: paths.settings(),
  siloAccess: paths.siloAccess(),
  siloImageEdit: paths.siloImageEdit({ image: 'debian-12' }),
  siloImages: paths.siloImages(),
  siloUtilization: paths.siloUtilization(),
  snapshotImagesNew: paths.snapshotImagesNew({ project, snapshot: 'web-1-boot-golden' }),
  snapshots: paths.snapshots({ project }),
  snapshotsNew: paths.snapshotsNew({ project }),
  sshKeyEdit: paths.sshKeyEdit({ sshKey: 'alice-laptop' }),
  sshKeys: paths.sshKeys(),
  sshKeysNew: paths.sshKeysNew(),
  system: paths.system(),
  systemAccess: paths.systemAccess(),
  systemDisks: paths.systemDisks(),
  systemInventory: paths.systemInventory(),
  systemIpPool: paths.systemIpPool({ pool: 'default' }),
  systemIpPoolEdit: paths.systemIpPoolEdit({ pool: 'default' }),
  systemIpPoolRangesAdd: paths.systemIpPoolRangesAdd({ pool: 'default' }),
  systemIpPools: paths.systemIpPools(),
  systemIpPoolsNew: paths.systemIpPoolsNew(),
  systemIssues: paths.systemIssues(),
  systemNetworking: paths.systemNetworking(),
  systemSilo: paths.systemSilo({ silo: 'acme' }),
  systemSiloIdp: paths.systemSiloIdp({ silo: 'globex', provider: 'okta' }),
  systemSiloIdpsNew: paths.systemSiloIdpsNew({ silo: 'globex' }),
  systemSiloIpPools: paths.systemSiloIpPools({ silo: 'acme' }),
  systemSiloQuotas: paths.systemSiloQuotas({ silo: 'acme' }),
  systemSilos: paths.systemSilos(),
  systemSilosNew: paths.systemSilosNew(),
  systemSled: paths.systemSled({ sledId }),
  systemSledDisks: paths.systemSledDisks({ sledId }),
  systemSledInstances: paths.systemSledInstances({ sledId }),
  systemSleds: paths.systemSleds(),
  systemUpdate: paths.systemUpdate(),
  systemUtilization: paths.systemUtilization(),
  vpc: paths.vpc(vpc),
  vpcEdit: paths.vpcEdit(vpc),
  vpcInternetGateway: paths.vpcInternetGateway({ ...vpc, gateway: 'default' }),
  vpcInternetGateways: paths.vpcInternetGateways(vpc),
  vpcRouter: paths.vpcRouter(router),
  vpcRouterEdit: paths.vpcRouterEdit(router),
  vpcRouterRouteEdit: paths.vpcRouterRouteEdit({ ...router, route: 'office-vpn' }),
  vpcRouterRoutesNew: paths.vpcRouterRoutesNew(router),
  vpcRouters: paths.vpcRouters(vpc),
  vpcRoutersNew: paths.vpcRoutersNew(vpc),
  vpcSubnet: paths.vpcSubnet({ ...vpc, subnet: 'default' }),
  vpcSubnetEdit: paths.vpcSubnetEdit({ ...vpc, subnet: 'default' }),
  vpcSubnets: paths.vpcSubnets(vpc),
  vpcSubnetsNew: paths.vpcSubnetsNew(vpc),
  vpcs: paths.vpcs({ project }),
  // operator areas: certificates, support bundles, IP allow list
  certificates: paths.certificates(),
  certificatesNew: paths.certificatesNew(),
  certificate: paths.certificate({ certificate: 'acme-external-api' }),
  systemSupportBundles: paths.systemSupportBundles(),
  systemSupportBundlesNew: paths.systemSupportBundlesNew(),
  systemSupportBundle: paths.systemSupportBundle({ bundleId }),
  systemSupportBundleEdit: paths.systemSupportBundleEdit({ bundleId }),
  systemAllowList: paths.systemAllowList(),
  systemAllowListEdit: paths.systemAllowListEdit(),
  vpcsNew: paths.vpcsNew({ project }),
  // external subnets (project) and subnet pools (system)
  externalSubnets: paths.externalSubnets({ project }),
  externalSubnetsNew: paths.externalSubnetsNew({ project }),
  externalSubnetEdit: paths.externalSubnetEdit({ project, externalSubnet: 'spare-block' }),
  systemSubnetPools: paths.systemSubnetPools(),
  systemSubnetPoolsNew: paths.systemSubnetPoolsNew(),
  systemSubnetPool: paths.systemSubnetPool({ pool: 'customer-subnets' }),
  systemSubnetPoolEdit: paths.systemSubnetPoolEdit({ pool: 'customer-subnets' }),
  systemSubnetPoolMembersAdd: paths.systemSubnetPoolMembersAdd({ pool: 'customer-subnets' }),
  // alerts and webhooks
  systemAlerts: paths.systemAlerts(),
  systemAlertReceivers: paths.systemAlertReceivers(),
  systemAlertReceiversNew: paths.systemAlertReceiversNew(),
  systemAlertReceiver: paths.systemAlertReceiver({ receiver: 'ops-pager' }),
  systemAlertReceiverEdit: paths.systemAlertReceiverEdit({ receiver: 'ops-pager' }),
  systemAlertList: paths.systemAlertList(),
  systemAlert: paths.systemAlert({ alertId: 'a1e71000-5b6c-4d7e-8f90-1a2b3c4d5e01' }),
  systemAlertClasses: paths.systemAlertClasses(),
  // rack networking, part A: address lots, loopback addresses, BGP
  systemAddressLots: paths.systemAddressLots(),
  systemAddressLotsNew: paths.systemAddressLotsNew(),
  systemAddressLot: paths.systemAddressLot({ lot: 'as65547-lot' }),
  systemLoopbackAddresses: paths.systemLoopbackAddresses(),
  systemLoopbackAddressesNew: paths.systemLoopbackAddressesNew(),
  systemBgp: paths.systemBgp(),
  systemBgpConfigs: paths.systemBgpConfigs(),
  systemBgpConfigsNew: paths.systemBgpConfigsNew(),
  systemBgpAnnounceSets: paths.systemBgpAnnounceSets(),
  systemBgpAnnounceSetsNew: paths.systemBgpAnnounceSetsNew(),
  systemBgpAnnounceSet: paths.systemBgpAnnounceSet({ announceSet: 'as65547-announce' }),
  systemBgpStatus: paths.systemBgpStatus(),
  // rack networking, part B: switch ports, port settings, BFD
  systemSwitchPorts: paths.systemSwitchPorts(),
  systemSwitchPort: paths.systemSwitchPort(uplinkPort),
  systemSwitchPortLldpEdit: paths.systemSwitchPortLldpEdit(uplinkPort),
  systemPortSettings: paths.systemPortSettings(),
  systemPortSettingsNew: paths.systemPortSettingsNew(),
  systemPortSetting: paths.systemPortSetting({ settings: 'default-uplink0' }),
  systemBfd: paths.systemBfd(),
  systemBfdNew: paths.systemBfdNew(),
}

/** Paths the rack answers itself (the redirect to an identity provider): the console's not-found page shows. */
export const servedByTheRack = new Set<RouteName>(['loginSamlRedirect'])

/** Routes of the table that no path builder makes (nothing links to them): typed by hand. */
export const lookupUrls = {
  instanceLookup: '/lookup/instances/web-1',
  instanceLookupShort: '/lookup/i/web-1',
}

/** Splits a list into `count` interleaved batches of about the same size, for tests of balanced length. */
export const inBatches = <T>(items: T[], count: number): T[][] =>
  Array.from({ length: count }, (_, b) => items.filter((_, i) => i % count === b))
