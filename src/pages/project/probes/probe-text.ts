import type { NetworkInterface, ProbeExternalIp } from '~/api/__generated__/Api'

/** A probe interface's private addresses: `172.30.0.6`, or both of a dual stack. */
export function privateIpText(nic: NetworkInterface): string {
  const c = nic.ipConfig
  return c.type === 'dual_stack' ? `${c.value.v4.ip}, ${c.value.v6.ip}` : c.value.ip
}

/** A probe's external addresses, each with its kind: `192.0.2.10 (ephemeral)`. */
export const externalIpText = (ips: ProbeExternalIp[]): string =>
  ips.map((e) => `${e.ip} (${e.kind})`).join(', ') || '–'
