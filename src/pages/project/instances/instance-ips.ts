import type { ExternalIp } from '~/api/__generated__/Api'

/** Floating and ephemeral addresses; SNAT is the instance's outbound address, not one to reach it at. */
export const reachableIps = (ips: ExternalIp[]) =>
  ips
    .filter((ip) => ip.kind !== 'snat')
    .map((ip) =>
      ip.kind === 'floating' ? `${ip.ip} (floating, ${ip.name})` : `${ip.ip} (ephemeral)`,
    )
