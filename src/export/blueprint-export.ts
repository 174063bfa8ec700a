/**
 * A project (or some of its resources) as a blueprint (`src/blueprint/schema.ts`):
 * every resource by name with its create body's field names; no ids, no
 * states, no secrets (an instance's user data is never read into it).
 */
import type { Disk } from '~/api/__generated__/Api'
import {
  type Blueprint,
  type BlueprintDisk,
  type BlueprintInstance,
  emptyBlueprint,
} from '~/blueprint/schema'
import {
  diskBackendOf,
  type ExportInstance,
  namesOf,
  type ProjectData,
  ruleSettings,
} from './project-data'

export function blueprintExport(data: ProjectData): Blueprint {
  const names = namesOf(data)
  const nameOf = (id: string) => names.get(id) ?? id
  const bp = emptyBlueprint(data.project)

  bp.vpcs = data.vpcs.map((v) => ({
    name: v.vpc.name,
    description: v.vpc.description,
    dnsName: v.vpc.dnsName,
    // a VPC's IPv6 prefix is random, and a subnet's IPv6 block must lie in its VPC's:
    // both are left to the API, or a copy's subnets would be refused
    subnets: v.subnets.map((s) => ({
      name: s.name,
      description: s.description,
      ipv4Block: s.ipv4Block,
      customRouter: s.customRouterId ? nameOf(s.customRouterId) : null,
    })),
    routers: v.routers.map(({ router, routes }) => ({
      name: router.name,
      description: router.description,
      routes: routes.map((r) => ({
        name: r.name,
        description: r.description,
        destination: r.destination,
        target: r.target,
      })),
    })),
    internetGateways: v.internetGateways.map(({ gateway, ipPools }) => ({
      name: gateway.name,
      description: gateway.description,
      ipPools: ipPools.map((p) => ({
        name: p.name,
        description: p.description,
        ipPool: nameOf(p.ipPoolId),
      })),
    })),
    firewallRules: v.firewallRules.map((r) => ({
      ...ruleSettings(r),
      targets: r.targets,
      filters: {
        hosts: r.filters.hosts,
        ports: r.filters.ports,
        protocols: r.filters.protocols?.map((p) =>
          p.type === 'icmp' || p.type === 'icmp6'
            ? {
                type: p.type,
                value: p.value ? { icmpType: p.value.icmpType, code: p.value.code } : null,
              }
            : { type: p.type },
        ),
      },
    })),
  }))

  const disk = (d: Disk): BlueprintDisk => ({
    name: d.name,
    description: d.description,
    size: d.size,
    diskBackend: diskBackendOf(d, (d) =>
      d.imageId
        ? { type: 'image' as const, image: nameOf(d.imageId), readOnly: d.readOnly }
        : d.snapshotId && names.has(d.snapshotId)
          ? { type: 'snapshot' as const, snapshot: nameOf(d.snapshotId), readOnly: d.readOnly }
          : { type: 'blank' as const, blockSize: d.blockSize },
    ),
  })
  bp.disks = data.disks.map(disk)
  bp.snapshots = data.snapshots.map((s) => ({
    name: s.name,
    description: s.description,
    disk: nameOf(s.diskId),
  }))
  // the API does not say what an image was made from; its content is not exported
  bp.images = data.images.map((i) => ({
    name: i.name,
    description: i.description,
    os: i.os,
    version: i.version,
    source: null,
  }))

  const instance = ({
    instance: inst,
    nics,
    disks,
    externalIps,
    antiAffinityGroups,
    sshKeys,
  }: ExportInstance): BlueprintInstance => {
    const boot = disks.find((d) => d.id === inst.bootDiskId)
    return {
      name: inst.name,
      description: inst.description,
      hostname: inst.hostname,
      ncpus: inst.ncpus,
      memory: inst.memory,
      bootDisk: boot ? { type: 'attach', name: boot.name } : null,
      disks: disks.filter((d) => d !== boot).map((d) => ({ type: 'attach', name: d.name })),
      networkInterfaces: nics.length
        ? {
            type: 'create',
            params: nics.map((n) => ({
              name: n.name,
              description: n.description,
              vpcName: nameOf(n.vpcId),
              subnetName: nameOf(n.subnetId),
            })),
          }
        : { type: 'none' },
      externalIps: externalIps.flatMap((ip): BlueprintInstance['externalIps'] =>
        ip.kind === 'ephemeral'
          ? [{ type: 'ephemeral', poolSelector: { type: 'explicit', pool: nameOf(ip.ipPoolId) } }]
          : ip.kind === 'floating'
            ? [{ type: 'floating', floatingIp: ip.name }]
            : [],
      ),
      antiAffinityGroups: antiAffinityGroups.map((g) => g.name),
      sshPublicKeys: sshKeys.map((k) => k.name),
      autoRestartPolicy: inst.autoRestartPolicy,
      cpuPlatform: inst.cpuPlatform,
      enableJumboFrames: inst.enableJumboFrames,
    }
  }
  bp.instances = data.instances.map(instance)
  bp.floatingIps = data.floatingIps.map((f) => ({
    name: f.name,
    description: f.description,
    addressAllocator: {
      type: 'auto',
      poolSelector: { type: 'explicit', pool: nameOf(f.ipPoolId) },
    },
  }))
  bp.sshKeys = data.sshKeys.map((k) => ({
    name: k.name,
    description: k.description,
    publicKey: k.publicKey,
  }))
  bp.antiAffinityGroups = data.antiAffinityGroups.map((g) => ({
    name: g.name,
    description: g.description,
    failureDomain: g.failureDomain,
    policy: g.policy,
  }))
  return bp
}

/** The blueprint as the file a person downloads */
export const blueprintText = (data: ProjectData) =>
  `${JSON.stringify(blueprintExport(data), null, 2)}\n`
