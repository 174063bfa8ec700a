import type { NetworkInterface, ProbeExternalIp } from '~/api/__generated__/Api'
import { nicAddresses } from '../vpcs/nic-addresses'

/** A probe interface's private addresses: `172.30.0.6`, or both of a dual stack. */
export const privateIpText = (nic: NetworkInterface): string =>
  nicAddresses(nic.ipConfig).join(', ')

/** A probe's external addresses, each with its kind: `192.0.2.10 (ephemeral)`. */
export const externalIpText = (ips: ProbeExternalIp[]): string =>
  ips.map((e) => `${e.ip} (${e.kind})`).join(', ') || '–'
