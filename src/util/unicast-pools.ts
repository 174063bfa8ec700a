/**
 * The pools a floating IP, an ephemeral IP, a probe or an internet gateway
 * draws unicast addresses from: the silo's pool list also has its multicast
 * pools, whose addresses are for multicast groups only.
 */
export const unicastPools = <T extends { poolType?: string }>(pools: readonly T[]): T[] =>
  pools.filter((p) => p.poolType !== 'multicast')
