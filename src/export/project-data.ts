/**
 * What an export reads of a project: the API's own objects, as the list and
 * view operations give them. The three exporters (Terraform, CLI script,
 * blueprint) are pure functions of this.
 */
import type {
  AntiAffinityGroup,
  Disk,
  ExternalIp,
  FloatingIp,
  Image,
  Instance,
  InstanceNetworkInterface,
  InternetGateway,
  InternetGatewayIpPool,
  Project,
  RouterRoute,
  SiloIpPool,
  Snapshot,
  SshKey,
  Vpc,
  VpcFirewallRule,
  VpcRouter,
  VpcSubnet,
} from '~/api/__generated__/Api'

export type ExportRouter = { router: VpcRouter; routes: RouterRoute[] }
export type ExportGateway = { gateway: InternetGateway; ipPools: InternetGatewayIpPool[] }

export type ExportVpc = {
  vpc: Vpc
  subnets: VpcSubnet[]
  /** custom routers only: the system router is the VPC's own */
  routers: ExportRouter[]
  internetGateways: ExportGateway[]
  firewallRules: VpcFirewallRule[]
  /**
   * Only the VPC's firewall rules are exported, not the VPC: rows ticked in
   * its rules list. A VPC's rules are one set (one PUT replaces them all), so
   * the set is exported whole.
   */
  rulesOnly?: boolean
}

export type ExportInstance = {
  instance: Instance
  nics: InstanceNetworkInterface[]
  /** the disks attached, in the API's order */
  disks: Disk[]
  externalIps: ExternalIp[]
  antiAffinityGroups: AntiAffinityGroup[]
  sshKeys: SshKey[]
}

export type ProjectData = {
  project: Project
  /** false when only some of the project's resources are exported: the project itself is not */
  wholeProject: boolean
  vpcs: ExportVpc[]
  disks: Disk[]
  snapshots: Snapshot[]
  images: Image[]
  instances: ExportInstance[]
  floatingIps: FloatingIp[]
  antiAffinityGroups: AntiAffinityGroup[]
  /** the SSH keys the instances name (keys belong to a user, not a project) */
  sshKeys: SshKey[]
  /** the silo's IP pools, to name a pool an ephemeral IP or a gateway takes addresses from */
  ipPools: SiloIpPool[]
  /** the silo's images, to name one a disk was made from */
  siloImages?: Image[]
  /**
   * The names of the project's resources by id, kept when only some are
   * exported, for what the exported ones refer to (a NIC's VPC and subnet)
   */
  names?: Names
}

export type Names = Map<string, string>

/** A firewall rule's own settings, as a rule set update and a blueprint both take them. */
export const ruleSettings = (r: VpcFirewallRule) => ({
  name: r.name,
  description: r.description,
  action: r.action,
  direction: r.direction,
  priority: r.priority,
  status: r.status,
})

/** A disk's `diskBackend` as a create body takes it; `source` words what a distributed disk is made from. */
export const diskBackendOf = <S>(d: Disk, source: (d: Disk) => S) =>
  d.diskType === 'local'
    ? { type: 'local' as const }
    : { type: 'distributed' as const, diskSource: source(d) }

/** Every resource's name by its id */
export function namesOf(data: ProjectData): Names {
  if (data.names) return data.names
  const named: { id: string; name: string }[] = [
    ...data.vpcs.flatMap((v) => [
      v.vpc,
      ...v.subnets,
      ...v.routers.map((r) => r.router),
      ...v.internetGateways.map((g) => g.gateway),
    ]),
    ...data.disks,
    ...data.instances.flatMap((i) => i.disks),
    ...data.snapshots,
    ...data.images,
    ...(data.siloImages ?? []),
    ...data.floatingIps,
    ...data.antiAffinityGroups,
    ...data.ipPools,
  ]
  return new Map(named.map((r) => [r.id, r.name]))
}

/** The kinds of resource a list's ticked rows can be */
export type ExportKind =
  | 'vpcs'
  | 'disks'
  | 'snapshots'
  | 'images'
  | 'instances'
  | 'floatingIps'
  | 'antiAffinityGroups'
  | 'firewallRules'

/**
 * Only the ticked rows of one kind (by id; firewall rules by id within their
 * VPC), the project itself left out. What the rows refer to and is not
 * exported stays a raw id in Terraform and a name elsewhere.
 */
export function selectResources(data: ProjectData, kind: ExportKind, ids: string[]): ProjectData {
  const keep = new Set(ids)
  const none: ProjectData = {
    ...data,
    names: namesOf(data),
    wholeProject: false,
    vpcs: [],
    disks: [],
    snapshots: [],
    images: [],
    instances: [],
    floatingIps: [],
    antiAffinityGroups: [],
    sshKeys: [],
  }
  switch (kind) {
    case 'vpcs':
      return { ...none, vpcs: data.vpcs.filter((v) => keep.has(v.vpc.id)) }
    case 'firewallRules':
      return {
        ...none,
        vpcs: data.vpcs
          .filter((v) => v.firewallRules.some((r) => keep.has(r.id)))
          .map((v) => ({ ...v, subnets: [], routers: [], internetGateways: [], rulesOnly: true })),
      }
    case 'instances': {
      const instances = data.instances.filter((i) => keep.has(i.instance.id))
      const keyIds = new Set(instances.flatMap((i) => i.sshKeys.map((k) => k.id)))
      return { ...none, instances, sshKeys: data.sshKeys.filter((k) => keyIds.has(k.id)) }
    }
    default:
      return { ...none, [kind]: (data[kind] as { id: string }[]).filter((r) => keep.has(r.id)) }
  }
}
