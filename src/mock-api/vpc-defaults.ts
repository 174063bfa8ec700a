import type * as Api from '~/api/__generated__/Api'
import type { Json } from '~/api/__generated__/msw-handlers'

type VpcParts = {
  vpc: Json<Api.Vpc>
  systemRouter: Json<Api.VpcRouter>
  routes: Json<Api.RouterRoute>[]
  subnet: Json<Api.VpcSubnet>
  firewallRules: Json<Api.VpcFirewallRule>[]
  internetGateway: Json<Api.InternetGateway>
}

type VpcInput = {
  project_id: string
  name: string
  description: string
  dns_name: string
  ipv6_prefix: string
  time: string
  /** id source: fixed ids in fixtures, random ones at runtime */
  newId: () => string
}

/** A random ULA /48, as Nexus picks one for a VPC without `ipv6_prefix`. */
export function randomIpv6Prefix(): string {
  const hex = () => Math.floor(Math.random() * 0x10000).toString(16)
  return `fd${Math.floor(Math.random() * 0x100)
    .toString(16)
    .padStart(2, '0')}:${hex()}:${hex()}::/48`
}

/** The n-th /64 subnet of a VPC's /48 prefix. */
export function subnetIpv6Block(prefix: string, n: number): string {
  const base = prefix.replace(/::\/48$/, '')
  return n === 0 ? `${base}::/64` : `${base}:${n.toString(16)}::/64`
}

/** The system router's route to one subnet (kind `vpc_subnet`). */
export function subnetRoute(
  routerId: string,
  subnetName: string,
  id: string,
  time: string,
): Json<Api.RouterRoute> {
  return {
    id,
    name: subnetName,
    description: `VPC Subnet route for '${subnetName}'`,
    kind: 'vpc_subnet',
    vpc_router_id: routerId,
    destination: { type: 'subnet', value: subnetName },
    target: { type: 'subnet', value: subnetName },
    time_created: time,
    time_modified: time,
  }
}

/** The three rules Nexus gives every new VPC. */
export function defaultFirewallRules(
  vpcId: string,
  vpcName: string,
  newId: () => string,
  time: string,
): Json<Api.VpcFirewallRule>[] {
  const common = {
    vpc_id: vpcId,
    action: 'allow' as const,
    direction: 'inbound' as const,
    status: 'enabled' as const,
    priority: 65534,
    targets: [{ type: 'vpc' as const, value: vpcName }],
    time_created: time,
    time_modified: time,
  }
  return [
    {
      ...common,
      id: newId(),
      name: 'allow-internal-inbound',
      description:
        'allow inbound traffic to all instances within the VPC if originated within the VPC',
      filters: { hosts: [{ type: 'vpc', value: vpcName }] },
    },
    {
      ...common,
      id: newId(),
      name: 'allow-ssh',
      description: 'allow inbound TCP connections on port 22 from anywhere',
      filters: { ports: ['22'], protocols: [{ type: 'tcp' }] },
    },
    {
      ...common,
      id: newId(),
      name: 'allow-icmp',
      description: 'allow inbound ICMP traffic from anywhere',
      filters: { protocols: [{ type: 'icmp', value: null }] },
    },
  ]
}

/**
 * A VPC as Nexus creates it: a `system` router with default v4/v6 routes to
 * the `default` internet gateway and a route per subnet, a `default` subnet
 * (172.30.0.0/22) and the default firewall rules.
 */
export function vpcWithDefaults(input: VpcInput): VpcParts {
  const { newId, time } = input
  const vpcId = newId()
  const routerId = newId()
  const stamps = { time_created: time, time_modified: time }
  const vpc: Json<Api.Vpc> = {
    id: vpcId,
    name: input.name,
    description: input.description,
    dns_name: input.dns_name,
    project_id: input.project_id,
    ipv6_prefix: input.ipv6_prefix,
    system_router_id: routerId,
    ...stamps,
  }
  const systemRouter: Json<Api.VpcRouter> = {
    id: routerId,
    name: 'system',
    description: 'Routes are automatically added to this router as vpc subnets are created',
    kind: 'system',
    vpc_id: vpcId,
    ...stamps,
  }
  const subnet: Json<Api.VpcSubnet> = {
    id: newId(),
    name: 'default',
    description: `The default subnet for ${input.name}`,
    vpc_id: vpcId,
    ipv4_block: '172.30.0.0/22',
    ipv6_block: subnetIpv6Block(input.ipv6_prefix, 0),
    custom_router_id: null,
    ...stamps,
  }
  const defaultRoute = (name: string, value: string): Json<Api.RouterRoute> => ({
    id: newId(),
    name,
    description: `The default route of a vpc`,
    kind: 'default',
    vpc_router_id: routerId,
    destination: { type: 'ip_net', value },
    target: { type: 'internet_gateway', value: 'default' },
    ...stamps,
  })
  const routes = [
    defaultRoute('default-v4', '0.0.0.0/0'),
    defaultRoute('default-v6', '::/0'),
    subnetRoute(routerId, 'default', newId(), time),
  ]
  const internetGateway: Json<Api.InternetGateway> = {
    id: newId(),
    name: 'default',
    description: 'Default internet gateway',
    vpc_id: vpcId,
    ...stamps,
  }
  return {
    vpc,
    systemRouter,
    routes,
    subnet,
    firewallRules: defaultFirewallRules(vpcId, input.name, newId, time),
    internetGateway,
  }
}

/** Fixed fixture ids from a prefix: `sequentialIds('1f2e3d4c-0000-4000-8000-00000000')` */
export function sequentialIds(prefix: string, start = 1): () => string {
  let n = start
  return () => `${prefix}${(n++).toString(16).padStart(36 - prefix.length, '0')}`
}
