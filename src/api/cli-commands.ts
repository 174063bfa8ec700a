import type { OperationId } from './client'

/**
 * The `oxide` CLI's subcommand words for the operations the console's forms
 * and pages show as "Equivalent CLI / API". The CLI names a command after its
 * operation: the resource (its tag: `instance`, `vpc`, `floating-ip`), then
 * the sub-resource if any (`subnet`, `firewall-rules`, `nic`), then the verb
 * (`create`, `view`, `update`, `delete`, `attach`...), each word in
 * kebab-case. `cliCommand` then turns the call's path and query params into
 * `--flags` (snake_case to kebab-case) and its body into flags when it is
 * flat, or `--json-body body.json` when it nests.
 *
 * Only what a form or page shows is listed: an operation missing here has no
 * CLI line (the HTTP request and curl still show), and the forms' request
 * test fails for a form whose operation is missing.
 */
export const CLI_COMMANDS: Partial<Record<OperationId, string>> = {
  // access: a policy replaced whole
  projectPolicyUpdate: 'project policy update',
  policyUpdate: 'policy update',
  systemPolicyUpdate: 'system policy update',
  siloPolicyUpdate: 'silo policy update',
  // a silo's auth settings
  authSettingsView: 'auth-settings view',
  authSettingsUpdate: 'auth-settings update',
  // projects
  projectCreate: 'project create',
  projectUpdate: 'project update',
  projectView: 'project view',
  // instances
  instanceCreate: 'instance create',
  instanceView: 'instance view',
  instanceDiskAttach: 'instance disk attach',
  instanceEphemeralIpAttach: 'instance external-ip attach-ephemeral',
  instanceMulticastGroupJoin: 'instance multicast-group join',
  instanceNetworkInterfaceCreate: 'instance nic create',
  instanceNetworkInterfaceUpdate: 'instance nic update',
  // disks, snapshots, images
  diskCreate: 'disk create',
  diskView: 'disk view',
  snapshotCreate: 'snapshot create',
  imageCreate: 'image create',
  imageView: 'image view',
  imagePromote: 'image promote',
  imageDemote: 'image demote',
  // VPCs
  vpcCreate: 'vpc create',
  vpcUpdate: 'vpc update',
  vpcView: 'vpc view',
  vpcSubnetCreate: 'vpc subnet create',
  vpcSubnetUpdate: 'vpc subnet update',
  vpcSubnetView: 'vpc subnet view',
  vpcFirewallRulesUpdate: 'vpc firewall-rules update',
  vpcRouterCreate: 'vpc router create',
  vpcRouterUpdate: 'vpc router update',
  vpcRouterView: 'vpc router view',
  vpcRouterRouteCreate: 'vpc router route create',
  vpcRouterRouteUpdate: 'vpc router route update',
  // internet gateways
  internetGatewayCreate: 'internet-gateway create',
  internetGatewayIpPoolCreate: 'internet-gateway ip-pool attach',
  internetGatewayIpAddressCreate: 'internet-gateway ip-address attach',
  // multicast groups (the fleet's)
  multicastGroupView: 'multicast-group view',
  // floating IPs
  // probes (experimental)
  probeCreate: 'experimental probe create',
  probeView: 'experimental probe view',
  floatingIpCreate: 'floating-ip create',
  floatingIpUpdate: 'floating-ip update',
  floatingIpAttach: 'floating-ip attach',
  externalSubnetCreate: 'external-subnet create',
  externalSubnetUpdate: 'external-subnet update',
  externalSubnetAttach: 'external-subnet attach',
  // affinity
  // (the CLI files anti-affinity groups under instance, and affinity groups,
  // experimental in the API, under experimental)
  antiAffinityGroupCreate: 'instance anti-affinity create',
  antiAffinityGroupUpdate: 'instance anti-affinity update',
  antiAffinityGroupView: 'instance anti-affinity view',
  antiAffinityGroupMemberInstanceAdd: 'instance anti-affinity member add-instance',
  affinityGroupCreate: 'experimental affinity create',
  affinityGroupUpdate: 'experimental affinity update',
  affinityGroupView: 'experimental affinity view',
  affinityGroupMemberInstanceAdd: 'experimental affinity member add-instance',
  // user settings
  currentUserSshKeyCreate: 'current-user ssh-key create',
  currentUserSshKeyView: 'current-user ssh-key view',
  // system
  siloCreate: 'silo create',
  siloView: 'silo view',
  siloQuotasUpdate: 'silo quotas update',
  localIdpUserCreate: 'silo idp local user create',
  localIdpUserSetPassword: 'silo idp local user set-password',
  samlIdentityProviderCreate: 'silo idp saml create',
  scimTokenCreate: 'silo scim token create',
  systemIpPoolCreate: 'ip-pool create',
  systemIpPoolUpdate: 'ip-pool update',
  systemIpPoolView: 'ip-pool view',
  systemIpPoolRangeAdd: 'ip-pool range add',
  systemIpPoolSiloLink: 'ip-pool silo link',
  systemIpPoolSiloUpdate: 'ip-pool silo update',
  systemSubnetPoolCreate: 'subnet-pool create',
  systemSubnetPoolUpdate: 'subnet-pool update',
  systemSubnetPoolView: 'subnet-pool view',
  systemSubnetPoolSiloLink: 'subnet-pool silo link',
  systemSubnetPoolSiloUpdate: 'subnet-pool silo update',
  // rack networking, part A
  networkingAddressLotCreate: 'system networking address-lot create',
  networkingAddressLotView: 'system networking address-lot view',
  networkingLoopbackAddressCreate: 'system networking loopback-address create',
  networkingBgpConfigCreate: 'system networking bgp config create',
  networkingBgpConfigUpdate: 'system networking bgp config update',
  networkingBgpAnnounceSetUpdate: 'system networking bgp announce-set update',
  networkingBgpAnnouncementList: 'system networking bgp announcement list',
  // rack networking: switch ports (system hardware), port settings and BFD (system networking)
  networkingSwitchPortApplySettings: 'system hardware switch-port apply-settings',
  networkingSwitchPortLldpConfigUpdate: 'system hardware switch-port lldp-config update',
  networkingSwitchPortSettingsCreate: 'system networking switch-port-settings create',
  networkingSwitchPortSettingsView: 'system networking switch-port-settings view',
  networkingBfdEnable: 'system networking bfd enable',
  // forms' calls the oxide CLI names
  certificateCreate: 'certificate create',
  webhookReceiverCreate: 'alert receiver webhook create',
  webhookReceiverUpdate: 'alert receiver webhook update',
  alertReceiverProbe: 'alert receiver probe',
  networkingAllowListUpdate: 'system networking allow-list update',
  supportBundleCreate: 'bundle create',
  systemSubnetPoolMemberAdd: 'subnet-pool member add',
  // bringing hardware into service
  rackMembershipAddSleds: 'system hardware rack membership add',
  rackView: 'system hardware rack view',
  physicalDiskEnableAdoption: 'system hardware disk adoption enable',
  switchView: 'system hardware switch view',
}
