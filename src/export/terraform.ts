/**
 * A project (or some of its resources) as Terraform for the Oxide provider:
 * the `required_providers` block at the version whose schema
 * `terraform-schema.ts` records, a resource per API object with references
 * between exported resources (`oxide_vpc.web.id`), and an `import` block for
 * each, so `terraform plan` adopts what exists rather than making it again.
 * Secrets and content are never written: user data and image content are
 * named in a comment instead.
 */
import type { Disk, ExternalIp, VpcFirewallRule } from '~/api/__generated__/Api'
import {
  assignIdentifiers,
  type HclObject,
  type HclValue,
  hclBody,
  hclComment,
  hclString,
  ref,
} from './hcl'
import type { ProjectData } from './project-data'
import {
  PROVIDER_SOURCE,
  PROVIDER_VERSION,
  type ResourceType,
  TERRAFORM_SCHEMA,
} from './terraform-schema'

type Entry = {
  type: ResourceType
  /** what the identifier is made from: a name, or names joined by `/` */
  key: string
  /** the API id, for references and the import block */
  id: string
  importId: string
  /** the attributes, given a way to refer to another exported resource by its API id */
  body: (refTo: RefTo) => HclObject
  /** comment lines written above the resource */
  notes?: string[]
}

/** A reference to an exported resource by its API id, or the raw id when it is not exported */
type RefTo = (type: ResourceType, id: string) => HclValue

const orUndefined = <T>(v: T | null | undefined) => (v === null ? undefined : v)

function firewallRules(rules: VpcFirewallRule[]): HclObject {
  const out: HclObject = {}
  for (const r of rules) {
    const { hosts, ports, protocols } = r.filters
    out[r.name] = {
      action: r.action,
      description: r.description,
      direction: r.direction,
      priority: r.priority,
      status: r.status,
      filters: {
        hosts: hosts?.length ? hosts.map((h) => ({ type: h.type, value: h.value })) : undefined,
        ports: ports?.length ? ports.map(String) : undefined,
        protocols: protocols?.length
          ? protocols.map((p) =>
              (p.type === 'icmp' || p.type === 'icmp6') && p.value
                ? {
                    type: p.type,
                    icmp_type: p.value.icmpType,
                    icmp_code: orUndefined(p.value.code ?? undefined),
                  }
                : { type: p.type },
            )
          : undefined,
      },
      targets: r.targets.map((t) => ({ type: t.type, value: t.value })),
    }
  }
  return out
}

function diskSource(d: Disk, refTo: RefTo): HclObject {
  // images are not exported (see terraform-schema.ts): the image by its id
  if (d.imageId) return { source_image_id: d.imageId }
  if (d.snapshotId) return { source_snapshot_id: refTo('oxide_snapshot', d.snapshotId) }
  return { block_size: d.blockSize }
}

function externalIps(ips: ExternalIp[], refTo: RefTo): HclObject | undefined {
  const ephemeral = ips.flatMap((ip) => (ip.kind === 'ephemeral' ? [{ pool_id: ip.ipPoolId }] : []))
  const floating = ips.flatMap((ip) =>
    ip.kind === 'floating' ? [{ id: refTo('oxide_floating_ip', ip.id) }] : [],
  )
  if (!ephemeral.length && !floating.length) return undefined
  return {
    ephemeral: ephemeral.length ? ephemeral : undefined,
    floating: floating.length ? floating : undefined,
  }
}

/** The resources of the export, in dependency order */
function entries(data: ProjectData): { list: Entry[]; notes: string[] } {
  const list: Entry[] = []
  const notes: string[] = []
  const project = data.project
  const projectRef = (refTo: RefTo) => refTo('oxide_project', project.id)
  const add = (e: Omit<Entry, 'importId'> & { importId?: string }) =>
    list.push({ importId: e.id, ...e })

  if (data.wholeProject) {
    add({
      type: 'oxide_project',
      key: project.name,
      id: project.id,
      body: () => ({ name: project.name, description: project.description }),
    })
  }
  for (const k of data.sshKeys) {
    add({
      type: 'oxide_ssh_key',
      key: k.name,
      id: k.id,
      body: () => ({ name: k.name, description: k.description, public_key: k.publicKey }),
    })
  }
  for (const g of data.antiAffinityGroups) {
    add({
      type: 'oxide_anti_affinity_group',
      key: g.name,
      id: g.id,
      body: (refTo) => ({
        project_id: projectRef(refTo),
        name: g.name,
        description: g.description,
        policy: g.policy,
      }),
    })
  }
  for (const v of data.vpcs) {
    const vpc = v.vpc
    const vpcRef = (refTo: RefTo) => refTo('oxide_vpc', vpc.id)
    if (!v.rulesOnly) {
      add({
        type: 'oxide_vpc',
        key: vpc.name,
        id: vpc.id,
        body: (refTo) => ({
          project_id: projectRef(refTo),
          name: vpc.name,
          description: vpc.description,
          dns_name: vpc.dnsName,
          ipv6_prefix: vpc.ipv6Prefix,
        }),
      })
    }
    for (const s of v.subnets) {
      const router = s.customRouterId
        ? v.routers.find((r) => r.router.id === s.customRouterId)?.router.name
        : undefined
      add({
        type: 'oxide_vpc_subnet',
        key: `${vpc.name}/${s.name}`,
        id: s.id,
        notes: s.customRouterId
          ? [
              `Subnet ${s.name} uses the custom router ${router ?? s.customRouterId}; the provider has no attribute for it, so it is left out.`,
            ]
          : undefined,
        body: (refTo) => ({
          vpc_id: vpcRef(refTo),
          name: s.name,
          description: s.description,
          ipv4_block: s.ipv4Block,
          ipv6_block: s.ipv6Block,
        }),
      })
    }
    for (const { router, routes } of v.routers) {
      add({
        type: 'oxide_vpc_router',
        key: `${vpc.name}/${router.name}`,
        id: router.id,
        body: (refTo) => ({
          vpc_id: vpcRef(refTo),
          name: router.name,
          description: router.description,
        }),
      })
      for (const route of routes) {
        add({
          type: 'oxide_vpc_router_route',
          key: `${vpc.name}/${router.name}/${route.name}`,
          id: route.id,
          body: (refTo) => ({
            vpc_router_id: refTo('oxide_vpc_router', router.id),
            name: route.name,
            description: route.description,
            destination: { type: route.destination.type, value: route.destination.value },
            target:
              route.target.type === 'drop'
                ? { type: 'drop' }
                : { type: route.target.type, value: route.target.value },
          }),
        })
      }
    }
    for (const { gateway, ipPools } of v.internetGateways) {
      add({
        type: 'oxide_vpc_internet_gateway',
        key: `${vpc.name}/${gateway.name}`,
        id: gateway.id,
        notes: ipPools.length
          ? [
              `Internet gateway ${gateway.name} takes addresses from ${ipPools.map((p) => p.name).join(', ')}; those IP pool attachments are separate resources this export leaves out.`,
            ]
          : undefined,
        body: (refTo) => ({
          vpc_id: vpcRef(refTo),
          name: gateway.name,
          description: gateway.description,
        }),
      })
    }
    add({
      type: 'oxide_vpc_firewall_rules',
      key: vpc.name,
      id: `${vpc.id}/firewall-rules`,
      importId: vpc.id,
      notes: [
        `The rules of a VPC are one set: this is all ${v.firewallRules.length} of ${vpc.name}'s, and applying it replaces them.`,
      ],
      body: (refTo) => ({ vpc_id: vpcRef(refTo), rules: firewallRules(v.firewallRules) }),
    })
  }
  for (const image of data.images) {
    notes.push(
      `Image ${image.name} (${image.id}) is left out: the provider's oxide_image needs the snapshot it was made from, which the API does not say, and an image's content is not exported. Disks made from it refer to it by id.`,
    )
  }
  for (const d of data.disks) {
    add({
      type: 'oxide_disk',
      key: d.name,
      id: d.id,
      notes: d.readOnly
        ? [`Disk ${d.name} is read-only; the recorded provider schema has no attribute for that.`]
        : undefined,
      body: (refTo) => ({
        project_id: projectRef(refTo),
        name: d.name,
        description: d.description,
        size: d.size,
        disk_type: d.diskType,
        ...diskSource(d, refTo),
      }),
    })
  }
  for (const s of data.snapshots) {
    add({
      type: 'oxide_snapshot',
      key: s.name,
      id: s.id,
      body: (refTo) => ({
        project_id: projectRef(refTo),
        name: s.name,
        description: s.description,
        disk_id: refTo('oxide_disk', s.diskId),
      }),
    })
  }
  for (const f of data.floatingIps) {
    add({
      type: 'oxide_floating_ip',
      key: f.name,
      id: f.id,
      body: (refTo) => ({
        project_id: projectRef(refTo),
        name: f.name,
        description: f.description,
        ip_pool_id: f.ipPoolId,
      }),
    })
  }
  for (const i of data.instances) {
    const inst = i.instance
    add({
      type: 'oxide_instance',
      key: inst.name,
      id: inst.id,
      notes: [
        `user_data of ${inst.name} is left out: it may hold secrets. Add it yourself if needed.`,
      ],
      body: (refTo) => ({
        project_id: projectRef(refTo),
        name: inst.name,
        description: inst.description,
        hostname: inst.hostname,
        memory: inst.memory,
        ncpus: inst.ncpus,
        auto_restart_policy: orUndefined(inst.autoRestartPolicy),
        cpu_platform: orUndefined(inst.cpuPlatform),
        enable_jumbo_frames: inst.enableJumboFrames,
        boot_disk_id: inst.bootDiskId ? refTo('oxide_disk', inst.bootDiskId) : undefined,
        disk_attachments: i.disks.length
          ? i.disks.map((d) => refTo('oxide_disk', d.id))
          : undefined,
        anti_affinity_groups: i.antiAffinityGroups.length
          ? i.antiAffinityGroups.map((g) => refTo('oxide_anti_affinity_group', g.id))
          : undefined,
        ssh_public_keys: i.sshKeys.length
          ? i.sshKeys.map((k) => refTo('oxide_ssh_key', k.id))
          : undefined,
        network_interfaces: i.nics.length
          ? i.nics.map((n) => ({
              name: n.name,
              description: n.description,
              subnet_id: refTo('oxide_vpc_subnet', n.subnetId),
              vpc_id: refTo('oxide_vpc', n.vpcId),
              ip_config:
                n.ipStack.type === 'v4'
                  ? { v4: { ip: n.ipStack.value.ip } }
                  : n.ipStack.type === 'v6'
                    ? { v6: { ip: n.ipStack.value.ip } }
                    : { v4: { ip: n.ipStack.value.v4.ip }, v6: { ip: n.ipStack.value.v6.ip } },
            }))
          : undefined,
        external_ips: externalIps(i.externalIps, refTo),
      }),
    })
  }
  return { list, notes }
}

/** Resource type and identifier of each exported API id */
export type Addresses = Map<string, { type: ResourceType; name: string }>

export function terraformExport(data: ProjectData): string {
  const { list, notes } = entries(data)
  // identifiers per type, from every key of the type at once: stable whatever the order
  const names = new Map<string, string>()
  for (const type of new Set(list.map((e) => e.type))) {
    const ids = assignIdentifiers(list.filter((e) => e.type === type).map((e) => e.key))
    for (const [k, v] of ids) names.set(`${type} ${k}`, v)
  }
  const addresses: Addresses = new Map(
    list.map((e) => [
      `${e.type} ${e.id}`,
      { type: e.type, name: names.get(`${e.type} ${e.key}`) as string },
    ]),
  )
  const refTo: RefTo = (type, id) => {
    const a = addresses.get(`${type} ${id}`)
    return a ? ref(`${a.type}.${a.name}.id`) : id
  }

  const what = data.wholeProject
    ? `project ${data.project.name}`
    : `${list.length} resource${list.length === 1 ? '' : 's'} of project ${data.project.name}`
  const out: string[] = [
    hclComment(
      [
        `Exported from the Oxide console: ${what}.`,
        `Provider ${PROVIDER_SOURCE} ${PROVIDER_VERSION}. The import blocks adopt what exists: run terraform plan, then terraform apply.`,
        ...(data.wholeProject
          ? []
          : [`The project itself is not part of this export: project_id is its id.`]),
      ].join('\n'),
    ),
    [
      'terraform {',
      '  required_providers {',
      '    oxide = {',
      `      source  = ${hclString(PROVIDER_SOURCE)}`,
      `      version = ${hclString(PROVIDER_VERSION)}`,
      '    }',
      '  }',
      '}',
    ].join('\n'),
    'provider "oxide" {}',
  ]
  if (notes.length) out.push(hclComment(notes.join('\n')))
  for (const e of list) {
    const name = names.get(`${e.type} ${e.key}`) as string
    const lines: string[] = []
    if (e.notes) lines.push(hclComment(e.notes.join('\n')))
    lines.push(`resource ${hclString(e.type)} ${hclString(name)} {`)
    const body = hclBody(e.body(refTo))
    if (body) lines.push(body)
    lines.push('}', '')
    lines.push('import {', `  to = ${e.type}.${name}`, `  id = ${hclString(e.importId)}`, '}')
    out.push(lines.join('\n'))
  }
  return `${out.join('\n\n')}\n`
}

/** The attributes the export may set for a type, as the recorded schema has them */
export const schemaOf = (type: ResourceType) => TERRAFORM_SCHEMA[type]
