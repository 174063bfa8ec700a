import type {
  AddressLotBlock,
  AddressLotKind,
  BgpConfig,
  LoopbackAddress,
  SwitchSlot,
} from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'

/**
 * Form values and the calls they make, for the rack networking forms: one
 * builder per form, used by its submit and its "Equivalent CLI / API" panel.
 * What the API decides (blocks that overlap or run backwards, a network outside
 * its block, a name in use) is left to it: its message is the one shown.
 */

// ---- address lots

export type AddressLotBlockValues = { firstAddress: string; lastAddress: string }
export type AddressLotFormValues = {
  name: string
  description: string
  kind: AddressLotKind
  blocks: AddressLotBlockValues[]
}

export const emptyBlock: AddressLotBlockValues = { firstAddress: '', lastAddress: '' }
export const emptyAddressLot: AddressLotFormValues = {
  name: '',
  description: '',
  kind: 'infra',
  blocks: [{ ...emptyBlock }],
}

export const addressLotKinds: { value: AddressLotKind; label: string }[] = [
  { value: 'infra', label: 'Infra' },
  { value: 'pool', label: 'Pool' },
]

export const addressLotCreateRequest = (v: AddressLotFormValues) =>
  apiRequest('networkingAddressLotCreate', {
    body: {
      name: v.name.trim(),
      description: v.description.trim(),
      kind: v.kind,
      blocks: v.blocks.map((b) => ({
        firstAddress: b.firstAddress.trim(),
        lastAddress: b.lastAddress.trim(),
      })),
    },
  })

/** A block as people read it: its first and last address, both included. */
export const blockRange = (b: Pick<AddressLotBlock, 'firstAddress' | 'lastAddress'>) =>
  `${b.firstAddress}–${b.lastAddress}`

// ---- loopback addresses

export type LoopbackAddressFormValues = {
  rackId: string
  switchSlot: SwitchSlot
  address: string
  /** NaN while empty */
  mask: number
  addressLot: string
  anycast: boolean
}

export const emptyLoopbackAddress = (rackId = ''): LoopbackAddressFormValues => ({
  rackId,
  switchSlot: 'switch0',
  address: '',
  mask: Number.NaN,
  addressLot: '',
  anycast: false,
})

/** The longest mask of the address's version: 32 for IPv4, 128 for IPv6. */
export const maxMask = (address: string) => (address.includes(':') ? 128 : 32)

export const validateMask = (mask: number, address: string) => {
  const max = maxMask(address.trim())
  return mask > max ? `Must be at most ${max} for this address` : undefined
}

export const loopbackAddressCreateRequest = (v: LoopbackAddressFormValues) =>
  apiRequest('networkingLoopbackAddressCreate', {
    body: {
      rackId: v.rackId,
      switchSlot: v.switchSlot,
      address: v.address.trim(),
      mask: v.mask,
      addressLot: v.addressLot,
      anycast: v.anycast,
    },
  })

/**
 * The delete call's path: the API names a loopback address by rack, switch,
 * address and mask, the last two from the address as listed (`a.b.c.d/m`).
 */
export function loopbackAddressDeletePath(l: LoopbackAddress) {
  const slash = l.address.lastIndexOf('/')
  return {
    rackId: l.rackId,
    switchSlot: l.switchSlot,
    address: l.address.slice(0, slash),
    subnetMask: Number(l.address.slice(slash + 1)),
  }
}

// ---- BGP

export type BgpConfigFormValues = {
  name: string
  description: string
  /** NaN while empty */
  asn: number
  announceSet: string
  vrf: string
  maxPaths: number
}

export const emptyBgpConfig: BgpConfigFormValues = {
  name: '',
  description: '',
  asn: Number.NaN,
  announceSet: '',
  vrf: '',
  maxPaths: 1,
}

/** ASNs are 32-bit (RFC 6793). */
export const MAX_ASN = 4294967295

export const bgpConfigCreateRequest = (v: BgpConfigFormValues) =>
  apiRequest('networkingBgpConfigCreate', {
    body: {
      name: v.name.trim(),
      description: v.description.trim(),
      asn: v.asn,
      bgpAnnounceSetId: v.announceSet,
      maxPaths: v.maxPaths,
      vrf: v.vrf.trim() || null,
    },
  })

export type BgpConfigEditValues = Pick<
  BgpConfigFormValues,
  'name' | 'description' | 'announceSet' | 'maxPaths'
>

/**
 * The edit form starts from the config as it is. The API does not say which
 * announce set a config announces, so the picker starts empty: left empty, the
 * set stays as it is.
 */
export const bgpConfigToEditValues = (
  c: Pick<BgpConfig, 'name' | 'description' | 'maxPaths'>,
): BgpConfigEditValues => ({
  name: c.name,
  description: c.description,
  announceSet: '',
  maxPaths: c.maxPaths,
})

/** The edit: the config named as it was, with its new name, description, announce set and max paths. */
export const bgpConfigUpdateRequest = (v: BgpConfigEditValues, config: string) =>
  apiRequest('networkingBgpConfigUpdate', {
    query: { nameOrId: config },
    body: {
      name: v.name.trim(),
      description: v.description.trim(),
      bgpAnnounceSetId: v.announceSet || null,
      maxPaths: v.maxPaths,
    },
  })

export type AnnouncementValues = { addressLotBlock: string; network: string }
export type AnnounceSetFormValues = {
  name: string
  description: string
  announcements: AnnouncementValues[]
}

export const emptyAnnouncement: AnnouncementValues = { addressLotBlock: '', network: '' }
export const emptyAnnounceSet: AnnounceSetFormValues = {
  name: '',
  description: '',
  announcements: [{ ...emptyAnnouncement }],
}

/** Creates the set, or replaces the one of that name: the API's PUT does both. */
export const announceSetUpdateRequest = (v: AnnounceSetFormValues) =>
  apiRequest('networkingBgpAnnounceSetUpdate', {
    body: {
      name: v.name.trim(),
      description: v.description.trim(),
      announcement: v.announcements.map((a) => ({
        addressLotBlock: a.addressLotBlock,
        network: a.network.trim(),
      })),
    },
  })

/** The switches' message histories, one entry per switch and peer, whatever shape they came in. */
export function bgpHistoryEntries(
  aggregate: unknown,
): { switch: string; peer: string; history: unknown }[] {
  const switches = (aggregate as { switchHistories?: unknown } | null)?.switchHistories
  if (!Array.isArray(switches)) return []
  return switches.flatMap((s) => {
    const { switch: slot, history } = (s ?? {}) as { switch?: unknown; history?: unknown }
    if (!history || typeof history !== 'object') return []
    return Object.entries(history).map(([peer, h]) => ({
      switch: String(slot ?? '—'),
      peer,
      history: h,
    }))
  })
}
