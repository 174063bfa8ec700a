import type * as Api from '~/api/__generated__/Api'
import type { Json } from '~/api/__generated__/msw-handlers'
import { db, lookup } from '../db'
import { badRequest } from '../errors'
import { bigIntToIp, ipToBigInt } from './ip-alloc'
import { assertNameFree, newId, now } from './util'

/** Next free private address in a subnet block (Oxide keeps the first 5 for itself). */
function nextPrivateIp(subnet: Json<Api.VpcSubnet>, v6: boolean): string {
  const block = v6 ? subnet.ipv6_block : subnet.ipv4_block
  const [base] = block.split('/')
  const used = new Set(
    db.networkInterfaces
      .filter((n) => n.subnet_id === subnet.id)
      .flatMap((n) => {
        const s = n.ip_stack
        return s.type === 'dual_stack' ? [s.value.v4.ip, s.value.v6.ip] : [s.value.ip]
      }),
  )
  for (let n = ipToBigInt(base) + 5n; ; n++) {
    const ip = bigIntToIp(n, v6)
    if (!used.has(ip)) return ip
  }
}

function explicitOrNext(
  subnet: Json<Api.VpcSubnet>,
  v6: boolean,
  assignment?: { type: 'auto' } | { type: 'explicit'; value: string },
) {
  return assignment?.type === 'explicit' ? assignment.value : nextPrivateIp(subnet, v6)
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
