/**
 * The Oxide Terraform provider's resource schema, as facts the Terraform
 * export relies on and its tests check against: for each resource type the
 * export writes, the attributes a configuration may set (required or
 * optional), the shapes of their nested blocks, and what `import { id }`
 * takes. Read-only attributes (`id`, `time_created`...) are listed apart: the
 * export never sets them.
 *
 * Source: the public repository oxidecomputer/terraform-provider-oxide.
 * Tag v0.21.0 (2026-08-05) is not stored as such where this was read, so the
 * record is from the stored versions of `docs/resources/<type>.md` (the
 * generated docs, file named without the `oxide_` prefix), each commit below,
 * checked against the 0.21.0 changelog (`CHANGELOG.md`, `.changelog/0.21.0.toml`:
 * no attribute of these types changed in 0.21.0; 0.20.0 added
 * `oxide_instance.enable_jumbo_frames` and `cpu_platform`; 0.19.0 removed
 * `oxide_instance.host_name` and added `icmp6`). Two types whose stored docs
 * predate those changes are recorded from the schema the docs are generated
 * from, at a commit that already has 0.21.0's UUID validation (#795):
 * - `oxide_instance`: `internal/provider/instance/resource.go` @ 133dd481
 *   (schema version 2; the stored `docs/resources/instance.md` still has
 *   `host_name`);
 * - `oxide_vpc_firewall_rules`: `internal/provider/vpc_firewall_rules/resource.go`
 *   @ 0ea74a45 (`rules` a map keyed by rule name; `icmp6`; import id is the VPC's id).
 *
 * Left out of the export because the provider has no attribute for them (the
 * export names them in a comment): a subnet's custom router, an internet
 * gateway's IP pools (a separate attachment resource, not exported), a disk's
 * read-only flag, and images (`source_snapshot_id` is required and the API
 * does not say which snapshot an image came from, nor is image content exported).
 */

export const PROVIDER_SOURCE = 'oxidecomputer/oxide'
export const PROVIDER_VERSION = '0.21.0'

export type AttrType =
  | 'string'
  | 'number'
  | 'bool'
  | 'set_of_string'
  /** a single nested object (`Attributes`) */
  | 'object'
  /** `Attributes Set` */
  | 'set_of_object'
  /** `Attributes Map`, keyed by a name */
  | 'map_of_object'

export type Attr = {
  type: AttrType
  required: boolean
  /** the nested block's own attributes */
  nested?: Record<string, Attr>
}

export type ResourceSchema = {
  /** where this record was read */
  source: string
  attributes: Record<string, Attr>
  readOnly: string[]
  /** what `import { id = ... }` takes */
  importId: 'id' | 'vpc_id'
}

const req = (type: AttrType, nested?: Record<string, Attr>): Attr => ({
  type,
  required: true,
  ...(nested ? { nested } : {}),
})
const opt = (type: AttrType, nested?: Record<string, Attr>): Attr => ({
  type,
  required: false,
  ...(nested ? { nested } : {}),
})

/** `timeouts` (create, read, update, delete as duration strings): optional everywhere, never written */
const timeouts = opt('object', {
  create: opt('string'),
  read: opt('string'),
  update: opt('string'),
  delete: opt('string'),
})

const docs = (file: string, commit: string) => `docs/resources/${file}.md @ ${commit}`

export const TERRAFORM_SCHEMA = {
  oxide_project: {
    source: docs('project', '4863f237'),
    attributes: { name: req('string'), description: req('string'), timeouts },
    readOnly: ['id', 'time_created', 'time_modified'],
    importId: 'id',
  },
  oxide_vpc: {
    source: docs('vpc', '5b0e4f13'),
    attributes: {
      project_id: req('string'),
      name: req('string'),
      description: req('string'),
      dns_name: req('string'),
      ipv6_prefix: opt('string'),
      timeouts,
    },
    readOnly: ['id', 'system_router_id', 'time_created', 'time_modified'],
    importId: 'id',
  },
  oxide_vpc_subnet: {
    source: docs('vpc_subnet', '527e785d'),
    attributes: {
      vpc_id: req('string'),
      name: req('string'),
      description: req('string'),
      ipv4_block: req('string'),
      ipv6_block: opt('string'),
      timeouts,
    },
    readOnly: ['id', 'time_created', 'time_modified'],
    importId: 'id',
  },
  oxide_vpc_router: {
    source: docs('vpc_router', '5b0e4f13'),
    attributes: {
      vpc_id: req('string'),
      name: req('string'),
      description: req('string'),
      timeouts,
    },
    readOnly: ['id', 'kind', 'time_created', 'time_modified'],
    importId: 'id',
  },
  oxide_vpc_router_route: {
    source: docs('vpc_router_route', '3b11a204'),
    attributes: {
      vpc_router_id: req('string'),
      name: req('string'),
      description: req('string'),
      // type: vpc, subnet, ip, ip_net
      destination: req('object', { type: req('string'), value: req('string') }),
      // type: vpc, subnet, instance, ip, internet_gateway, drop (drop has no value)
      target: req('object', { type: req('string'), value: opt('string') }),
      timeouts,
    },
    readOnly: ['id', 'kind', 'time_created', 'time_modified'],
    importId: 'id',
  },
  oxide_vpc_internet_gateway: {
    source: docs('vpc_internet_gateway', '5b0e4f13'),
    attributes: {
      vpc_id: req('string'),
      name: req('string'),
      description: req('string'),
      cascade_delete: opt('bool'),
      timeouts,
    },
    readOnly: ['id', 'time_created', 'time_modified'],
    importId: 'id',
  },
  oxide_vpc_firewall_rules: {
    source: 'internal/provider/vpc_firewall_rules/resource.go @ 0ea74a45',
    attributes: {
      vpc_id: req('string'),
      rules: req('map_of_object', {
        action: req('string'),
        description: req('string'),
        direction: req('string'),
        priority: req('number'),
        status: req('string'),
        filters: req('object', {
          hosts: opt('set_of_object', { type: req('string'), value: req('string') }),
          ports: opt('set_of_string'),
          protocols: opt('set_of_object', {
            type: req('string'),
            icmp_type: opt('number'),
            icmp_code: opt('string'),
          }),
        }),
        targets: req('set_of_object', { type: req('string'), value: req('string') }),
      }),
      timeouts,
    },
    readOnly: ['id', 'time_created', 'time_modified', 'rules.name'],
    importId: 'vpc_id',
  },
  oxide_disk: {
    source: docs('disk', '2b0ad37f'),
    attributes: {
      project_id: req('string'),
      name: req('string'),
      description: req('string'),
      size: req('number'),
      block_size: opt('number'),
      disk_type: opt('string'),
      source_image_id: opt('string'),
      source_snapshot_id: opt('string'),
      timeouts,
    },
    readOnly: ['id', 'device_path', 'time_created', 'time_modified'],
    importId: 'id',
  },
  oxide_snapshot: {
    source: docs('snapshot', '5b0e4f13'),
    attributes: {
      project_id: req('string'),
      name: req('string'),
      description: req('string'),
      disk_id: req('string'),
      timeouts,
    },
    readOnly: ['id', 'size', 'time_created', 'time_modified'],
    importId: 'id',
  },
  oxide_instance: {
    source: 'internal/provider/instance/resource.go @ 133dd481',
    attributes: {
      project_id: req('string'),
      name: req('string'),
      description: req('string'),
      memory: req('number'),
      ncpus: req('number'),
      hostname: opt('string'),
      auto_restart_policy: opt('string'),
      cpu_platform: opt('string'),
      enable_jumbo_frames: opt('bool'),
      anti_affinity_groups: opt('set_of_string'),
      boot_disk_id: opt('string'),
      start_on_create: opt('bool'),
      disk_attachments: opt('set_of_string'),
      ssh_public_keys: opt('set_of_string'),
      network_interfaces: opt('set_of_object', {
        name: req('string'),
        description: req('string'),
        subnet_id: req('string'),
        vpc_id: req('string'),
        // each `ip` an address or "auto"
        ip_config: req('object', {
          v4: opt('object', { ip: req('string') }),
          v6: opt('object', { ip: req('string') }),
        }),
      }),
      external_ips: opt('object', {
        ephemeral: opt('set_of_object', { pool_id: opt('string'), ip_version: opt('string') }),
        floating: opt('set_of_object', { id: req('string') }),
      }),
      user_data: opt('string'),
      timeouts,
    },
    readOnly: ['id', 'attached_network_interfaces', 'time_created', 'time_modified'],
    importId: 'id',
  },
  oxide_floating_ip: {
    source: docs('floating_ip', '3b11a204'),
    attributes: {
      project_id: req('string'),
      name: req('string'),
      description: req('string'),
      ip: opt('string'),
      ip_pool_id: opt('string'),
      ip_version: opt('string'),
      timeouts,
    },
    readOnly: ['id', 'instance_id', 'time_created', 'time_modified'],
    importId: 'id',
  },
  oxide_ssh_key: {
    source: docs('ssh_key', 'd3a11e78'),
    attributes: {
      name: req('string'),
      description: req('string'),
      public_key: req('string'),
      timeouts,
    },
    readOnly: ['id', 'silo_user_id', 'time_created', 'time_modified'],
    importId: 'id',
  },
  oxide_anti_affinity_group: {
    source: docs('anti_affinity_group', '07c6f9ad'),
    attributes: {
      project_id: req('string'),
      name: req('string'),
      description: req('string'),
      policy: req('string'),
      timeouts,
    },
    readOnly: ['id', 'failure_domain', 'time_created', 'time_modified'],
    importId: 'id',
  },
} satisfies Record<string, ResourceSchema>

export type ResourceType = keyof typeof TERRAFORM_SCHEMA
