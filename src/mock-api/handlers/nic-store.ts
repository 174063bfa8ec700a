import type * as Api from '~/api/__generated__/Api'
import type { Json } from '~/api/__generated__/msw-handlers'
import { db, lookup } from '../db'
import { badRequest } from '../errors'
import { cidrContains } from './cidr'
import { bigIntToIp, ipToBigInt } from './ip-alloc'
import { assertNameFree, newId, now } from './util'

/** The private addresses the subnet's interfaces hold, probes' included. */
const usedPrivateIps = (subnetId: string) =>
  new Set([
    ...db.networkInterfaces
      .filter((n) => n.subnet_id === subnetId)
      .flatMap((n) => {
        const s = n.ip_stack
        return s.type === 'dual_stack' ? [s.value.v4.ip, s.value.v6.ip] : [s.value.ip]
      }),
    ...db.probes
      .filter((p) => p.subnet_id === subnetId)
      .map((p) => (p.interface.ip_config.type === 'v4' ? p.interface.ip_config.value.ip : '')),
  ])

/**
 * Next free private address in a subnet block. Oxide keeps the first 5
 * addresses and the last one for itself, so a /22 holds 1,018 interfaces;
 * past that Nexus refuses the interface.
 */
export function nextPrivateIp(subnet: Json<Api.VpcSubnet>, v6: boolean): string {
  const block = v6 ? subnet.ipv6_block : subnet.ipv4_block
  const [base, prefix] = block.split('/')
  const start = ipToBigInt(base)
  const last = start + (1n << BigInt((v6 ? 128 : 32) - Number(prefix))) - 2n
  const used = usedPrivateIps(subnet.id)
  for (let n = start + 5n; n <= last; n++) {
    const ip = bigIntToIp(n, v6)
    if (!used.has(ip)) return ip
  }
  throw badRequest('No available IP addresses for interface')
}

/** An address asked for must be in the subnet's block and free, as Nexus checks. */
function assertAddressFree(subnet: Json<Api.VpcSubnet>, v6: boolean, ip: string) {
  const block = v6 ? subnet.ipv6_block : subnet.ipv4_block
  if (ip.includes(':') !== v6 || !cidrContains(block, `${ip}/${v6 ? 128 : 32}`)) {
    throw badRequest(`address ${ip} is not in subnet "${subnet.name}" (${block})`)
  }
  if (usedPrivateIps(subnet.id).has(ip)) throw badRequest(`The IP address '${ip}' is not available`)
}

function explicitOrNext(
  subnet: Json<Api.VpcSubnet>,
  v6: boolean,
  assignment?: { type: 'auto' } | { type: 'explicit'; value: string },
) {
  if (assignment?.type !== 'explicit') return nextPrivateIp(subnet, v6)
  assertAddressFree(subnet, v6, assignment.value)
  return assignment.value
}

type Stack = 'v4' | 'v6' | 'dual_stack'

/** Add a NIC to an instance, in a subnet of one of the project's VPCs. */
export function insertNic(
  projectId: string,
  instanceId: string,
  params: Json<Api.InstanceNetworkInterfaceCreate>,
  primary: boolean,
  defaultStack: Stack = 'v4',
): Json<Api.InstanceNetworkInterface> {
  const vpc = lookup.vpc({ vpc: params.vpc_name, project: projectId })
  const subnet = lookup.vpcSubnet({ subnet: params.subnet_name, vpc: vpc.id })
  const siblings = db.networkInterfaces.filter((n) => n.instance_id === instanceId)
  assertNameFree('instance-network-interface', siblings, params.name)
  // Nexus's own words for its two placement rules
  if (siblings.some((n) => n.vpc_id !== vpc.id)) {
    throw badRequest(
      'Networking may not span multiple VPCs, but the requested resource is associated with another VPC',
    )
  }
  if (siblings.some((n) => n.subnet_id === subnet.id)) {
    throw badRequest('Each interface must be in a distinct VPC Subnet')
  }
  if (siblings.length >= 8) throw badRequest('an instance may have at most 8 network interfaces')
  const config = params.ip_config
  const stack: Stack = config?.type ?? defaultStack
  let ipStack: Json<Api.PrivateIpStack>
  if (stack === 'dual_stack') {
    const v = config?.type === 'dual_stack' ? config.value : undefined
    ipStack = {
      type: 'dual_stack',
      value: {
        v4: { ip: explicitOrNext(subnet, false, v?.v4.ip), transit_ips: v?.v4.transit_ips ?? [] },
        v6: { ip: explicitOrNext(subnet, true, v?.v6.ip), transit_ips: v?.v6.transit_ips ?? [] },
      },
    }
  } else if (stack === 'v6') {
    const v = config?.type === 'v6' ? config.value : undefined
    ipStack = {
      type: 'v6',
      value: { ip: explicitOrNext(subnet, true, v?.ip), transit_ips: v?.transit_ips ?? [] },
    }
  } else {
    const v = config?.type === 'v4' ? config.value : undefined
    ipStack = {
      type: 'v4',
      value: { ip: explicitOrNext(subnet, false, v?.ip), transit_ips: v?.transit_ips ?? [] },
    }
  }
  const time = now()
  const count = db.networkInterfaces.length + 1
  const nic: Json<Api.InstanceNetworkInterface> = {
    id: newId(),
    name: params.name,
    description: params.description,
    instance_id: instanceId,
    vpc_id: vpc.id,
    subnet_id: subnet.id,
    primary: primary || siblings.length === 0,
    mac: `A8:40:25:F1:${((count >> 8) & 255).toString(16).padStart(2, '0')}:${(count & 255).toString(16).padStart(2, '0')}`.toUpperCase(),
    ip_stack: ipStack,
    time_created: time,
    time_modified: time,
  }
  db.networkInterfaces.push(nic)
  return nic
}
