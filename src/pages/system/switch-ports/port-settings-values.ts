import type {
  BgpPeer,
  ImportExportPolicy,
  LinkFec,
  LinkSpeed,
  SwitchInterfaceKind,
  SwitchPortGeometry,
  SwitchPortSettingsCreate,
} from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'
import { validateCidr } from '~/util/cidr'
import { validateIp } from '~/util/ip'

/**
 * The port settings create form: flat rows per group as a person fills them
 * in (each naming its link), turned into `SwitchPortSettingsCreate`, which
 * groups addresses, routes and BGP peers by link. NaN is an empty number.
 */
export type LinkValues = {
  linkName: string
  mtu: number
  speed: LinkSpeed
  /** '' for "the switch's default" */
  fec: LinkFec | ''
  autoneg: boolean
  lldpEnabled: boolean
  /** the transceiver's transmit equalization, when set (each tap NaN: the default) */
  txEqEnabled: boolean
  pre1: number
  pre2: number
  main: number
  post2: number
  post1: number
}
export type InterfaceValues = {
  linkName: string
  kind: SwitchInterfaceKind['type']
  vid: number
  v6Enabled: boolean
}
export type AddressValues = {
  linkName: string
  address: string
  addressLot: string
  vlanId: number
}
export type RouteValues = {
  linkName: string
  dst: string
  gw: string
  vid: number
  ribPriority: number
}
export type BgpPeerValues = {
  linkName: string
  bgpConfig: string
  address: string
  remoteAsn: number
  holdTime: number
  idleHoldTime: number
  keepalive: number
  connectRetry: number
  delayOpen: number
  /** comma-separated, each a number or `asn:value` */
  communities: string
  /** sent once; the console never shows it again */
  md5AuthKey: string
  /** comma-separated prefixes; empty: no filtering */
  allowedImport: string
  allowedExport: string
}
export type PortSettingsFormValues = {
  name: string
  description: string
  geometry: SwitchPortGeometry
  links: LinkValues[]
  interfaces: InterfaceValues[]
  addresses: AddressValues[]
  routes: RouteValues[]
  bgpPeers: BgpPeerValues[]
}

/** On a port that is not broken out the one link is `phy0`; a breakout has phy0..phyN. */
export const FIRST_LINK = 'phy0'

export const emptyLink = (linkName = FIRST_LINK): LinkValues => ({
  linkName,
  mtu: 1500,
  speed: 'speed100_g',
  fec: '',
  autoneg: false,
  lldpEnabled: false,
  txEqEnabled: false,
  pre1: Number.NaN,
  pre2: Number.NaN,
  main: Number.NaN,
  post2: Number.NaN,
  post1: Number.NaN,
})
export const emptyInterface = (linkName = FIRST_LINK): InterfaceValues => ({
  linkName,
  kind: 'primary',
  vid: Number.NaN,
  v6Enabled: false,
})
export const emptyAddress = (linkName = FIRST_LINK): AddressValues => ({
  linkName,
  address: '',
  addressLot: '',
  vlanId: Number.NaN,
})
export const emptyRoute = (linkName = FIRST_LINK): RouteValues => ({
  linkName,
  dst: '',
  gw: '',
  vid: Number.NaN,
  ribPriority: Number.NaN,
})
/** BGP's usual timers, in seconds. */
export const emptyBgpPeer = (linkName = FIRST_LINK): BgpPeerValues => ({
  linkName,
  bgpConfig: '',
  address: '',
  remoteAsn: Number.NaN,
  holdTime: 6,
  idleHoldTime: 3,
  keepalive: 2,
  connectRetry: 3,
  delayOpen: 0,
  communities: '',
  md5AuthKey: '',
  allowedImport: '',
  allowedExport: '',
})

export const emptyPortSettings: PortSettingsFormValues = {
  name: '',
  description: '',
  geometry: 'qsfp28x1',
  links: [emptyLink()],
  interfaces: [],
  addresses: [],
  routes: [],
  bgpPeers: [],
}

export const SPEEDS: { value: LinkSpeed; label: string }[] = (
  [0, 1, 10, 25, 40, 50, 100, 200, 400] as const
).map((g) => ({ value: `speed${g}_g` as LinkSpeed, label: `${g} Gbit/s` }))

export const FECS: { value: LinkFec | ''; label: string }[] = [
  { value: '', label: 'Default for the transceiver' },
  { value: 'none', label: 'None' },
  { value: 'firecode', label: 'Firecode (BASE-R)' },
  { value: 'rs', label: 'Reed-Solomon (RS)' },
]

export const GEOMETRIES: { value: SwitchPortGeometry; label: string }[] = [
  { value: 'qsfp28x1', label: 'QSFP28, one link (qsfp28x1)' },
  { value: 'qsfp28x2', label: 'QSFP28 split in two (qsfp28x2)' },
  { value: 'sfp28x4', label: 'Four SFP28 links (sfp28x4)' },
]

const orNull = (n: number) => (Number.isNaN(n) ? null : n)

/** Rows in the order given, grouped by link name in the order links first appear. */
function byLink<R extends { linkName: string }, T>(rows: R[], item: (r: R) => T) {
  const groups = new Map<string, T[]>()
  for (const r of rows) {
    const linkName = r.linkName.trim()
    groups.set(linkName, [...(groups.get(linkName) ?? []), item(r)])
  }
  return [...groups].map(([linkName, items]) => ({ linkName, items }))
}

const kindOf = (i: InterfaceValues): SwitchInterfaceKind =>
  i.kind === 'vlan' ? { type: 'vlan', vid: i.vid } : { type: i.kind }

const splitList = (s: string) =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean)

const U16_MAX = 65535
const U32_MAX = 4294967295

/** A community as the API takes it (a 32-bit number): `65547:100` is 65547 × 65536 + 100. */
export function communityValue(s: string): number | undefined {
  const pair = /^(\d+):(\d+)$/.exec(s)
  if (pair) {
    const [high, low] = [Number(pair[1]), Number(pair[2])]
    return high <= U16_MAX && low <= U16_MAX ? high * 65536 + low : undefined
  }
  if (!/^\d+$/.test(s)) return undefined
  const n = Number(s)
  return n <= U32_MAX ? n : undefined
}

export const parseCommunities = (s: string) =>
  splitList(s).flatMap((c) => {
    const n = communityValue(c)
    return n === undefined ? [] : [n]
  })

export function validateCommunities(s: string) {
  const bad = splitList(s).find((c) => communityValue(c) === undefined)
  return bad
    ? `${bad} is not a community: a number up to ${U32_MAX}, or two up to ${U16_MAX} as asn:value`
    : undefined
}

/** Prefixes, comma-separated: only routes within them pass; none: everything passes. */
export const policyOf = (s: string): ImportExportPolicy => {
  const nets = splitList(s)
  return nets.length ? { type: 'allow', value: nets } : { type: 'no_filtering' }
}

export const validatePolicy = (s: string) =>
  splitList(s)
    .map((n) => validateCidr(n))
    .find((e) => e !== undefined)

/** A TCP MD5 signature key is at most 80 bytes (RFC 2385). */
export const validateMd5Key = (s: string) =>
  new TextEncoder().encode(s).length > 80 ? 'At most 80 bytes' : undefined

const peerOf = (p: BgpPeerValues): BgpPeer => ({
  addr: { type: 'numbered', targetAddr: p.address.trim(), srcAddr: null },
  bgpConfig: p.bgpConfig,
  allowedExport: policyOf(p.allowedExport),
  allowedImport: policyOf(p.allowedImport),
  communities: parseCommunities(p.communities),
  md5AuthKey: p.md5AuthKey || null,
  enforceFirstAs: false,
  remoteAsn: orNull(p.remoteAsn),
  holdTime: p.holdTime,
  idleHoldTime: p.idleHoldTime,
  keepalive: p.keepalive,
  connectRetry: p.connectRetry,
  delayOpen: p.delayOpen,
})

export function valuesToPortSettingsCreate(v: PortSettingsFormValues): SwitchPortSettingsCreate {
  return {
    name: v.name.trim(),
    description: v.description.trim(),
    portConfig: { geometry: v.geometry },
    links: v.links.map((l) => ({
      linkName: l.linkName.trim(),
      mtu: l.mtu,
      speed: l.speed,
      fec: l.fec || null,
      autoneg: l.autoneg,
      lldp: { enabled: l.lldpEnabled },
      txEq: l.txEqEnabled
        ? {
            pre1: orNull(l.pre1),
            pre2: orNull(l.pre2),
            main: orNull(l.main),
            post2: orNull(l.post2),
            post1: orNull(l.post1),
          }
        : null,
    })),
    interfaces: v.interfaces.map((i) => ({
      linkName: i.linkName.trim(),
      kind: kindOf(i),
      v6Enabled: i.v6Enabled,
    })),
    addresses: byLink(v.addresses, (a) => ({
      address: a.address.trim(),
      addressLot: a.addressLot,
      vlanId: orNull(a.vlanId),
    })).map(({ linkName, items }) => ({ linkName, addresses: items })),
    routes: byLink(v.routes, (r) => ({
      dst: r.dst.trim(),
      gw: r.gw.trim(),
      vid: orNull(r.vid),
      ribPriority: orNull(r.ribPriority),
    })).map(({ linkName, items }) => ({ linkName, routes: items })),
    bgpPeers: byLink(v.bgpPeers, peerOf).map(({ linkName, items }) => ({
      linkName,
      peers: items,
    })),
  }
}

/** The create form's call: the panel shows it, the submit sends it. */
export const portSettingsCreateRequest = (v: PortSettingsFormValues) =>
  apiRequest('networkingSwitchPortSettingsCreate', { body: valuesToPortSettingsCreate(v) })

/** A prefix such as `0.0.0.0/0` or `172.20.15.21/28` (the API's `IpNet`). */
export const validateNet = (s: string) => validateCidr(s.trim())
export const validateAddress = (s: string) => validateIp(s.trim())
