import type {
  ExternalIp,
  Instance,
  InstanceNetworkInterface,
  InstanceNetworkInterfaceCreate,
  InstanceNetworkInterfaceUpdate,
  VpcSubnet,
} from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'
import { allowedStatesText, instanceCan } from '~/api/states'
import { parseCidr } from '~/util/cidr'
import { parseIp, validateIp } from '~/util/ip'
import type { IdentityValues } from '~/util/names'

export type NicFormValues = IdentityValues & {
  vpc: string
  subnet: string
  /** empty: the next free address of the subnet */
  ip: string
}

export const emptyNic = (vpc = ''): NicFormValues => ({
  name: '',
  description: '',
  vpc,
  subnet: '',
  ip: '',
})

/** The add form as the API's create body; an address given picks the IP version. */
export function valuesToNicCreate(values: NicFormValues): InstanceNetworkInterfaceCreate {
  const ip = values.ip.trim()
  const base = {
    name: values.name.trim(),
    description: values.description.trim(),
    vpcName: values.vpc,
    subnetName: values.subnet,
  }
  if (!ip) return base
  const value = { ip: { type: 'explicit' as const, value: ip } }
  return {
    ...base,
    ipConfig: parseIp(ip)?.type === 'v6' ? { type: 'v6', value } : { type: 'v4', value },
  }
}

export type NicEditValues = { name: string; description: string; primary: boolean }

export const nicToEditValues = (nic: InstanceNetworkInterface): NicEditValues => ({
  name: nic.name,
  description: nic.description,
  primary: nic.primary,
})

/** Only what changed; `primary` can only be set (another interface is made primary to unset it). */
export function valuesToNicUpdate(
  values: NicEditValues,
  nic: InstanceNetworkInterface,
): InstanceNetworkInterfaceUpdate {
  const name = values.name.trim()
  const description = values.description.trim()
  return {
    ...(name !== nic.name ? { name } : {}),
    ...(description !== nic.description ? { description } : {}),
    ...(values.primary && !nic.primary ? { primary: true } : {}),
  }
}

const HOST_BITS = { v4: 32n, v6: 128n }

/** Is the address inside the CIDR block? Different IP versions never are. */
export function ipInBlock(ip: string, block: string): boolean {
  const address = parseIp(ip)
  const net = parseCidr(block)
  if (!address || !net || address.type !== net.type) return false
  const host = HOST_BITS[net.type] - BigInt(net.width)
  return address.value >> host === net.value >> host
}

/**
 * The optional address of a new interface: a valid IP, and one of the
 * chosen subnet's blocks when the subnet is known.
 */
export function validateNicIp(
  value: string,
  subnet?: Pick<VpcSubnet, 'name' | 'ipv4Block' | 'ipv6Block'>,
): string | undefined {
  const ip = value.trim()
  if (!ip) return undefined
  const invalid = validateIp(ip)
  if (invalid) return invalid
  if (!subnet) return undefined
  const block = parseIp(ip)?.type === 'v6' ? subnet.ipv6Block : subnet.ipv4Block
  return ipInBlock(ip, block) ? undefined : `Not in subnet ${subnet.name} (${block})`
}

type I = Pick<Instance, 'runState'>

/** Why interfaces cannot be added, edited or deleted now (only while stopped), or undefined. */
export const nicChangeReason = (instance: I) =>
  instanceCan('updateNic', instance) ? undefined : allowedStatesText('instance', 'updateNic')

/** Why this interface cannot be deleted now, or undefined. */
export function nicDeleteReason(
  instance: I,
  nic: Pick<InstanceNetworkInterface, 'primary'>,
  count: number,
): string | undefined {
  const state = nicChangeReason(instance)
  if (state) return state
  if (nic.primary && count > 1) return 'Delete the other interfaces before the primary one'
  return undefined
}

/** Why no ephemeral IP can be attached, or undefined: an instance has at most one. */
export const ephemeralAttachReason = (ips: Pick<ExternalIp, 'kind'>[]) =>
  ips.some((ip) => ip.kind === 'ephemeral') ? 'The instance already has an ephemeral IP' : undefined

export const nicCreateRequest = (v: NicFormValues, sel: { project: string; instance: string }) =>
  apiRequest('instanceNetworkInterfaceCreate', { query: sel, body: valuesToNicCreate(v) })

export const nicUpdateRequest = (v: NicEditValues, nic: InstanceNetworkInterface) =>
  apiRequest('instanceNetworkInterfaceUpdate', {
    path: { interface: nic.id },
    body: valuesToNicUpdate(v, nic),
  })

export const ephemeralIpAttachRequest = (
  pool: string,
  sel: { project: string; instance: string },
) =>
  apiRequest('instanceEphemeralIpAttach', {
    path: { instance: sel.instance },
    query: { project: sel.project },
    body: { poolSelector: { type: 'explicit', pool } },
  })
