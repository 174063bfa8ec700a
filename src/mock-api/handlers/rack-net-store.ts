import type * as Api from '~/api/__generated__/Api'
import type { Json } from '~/api/__generated__/msw-handlers'
import { byNameOrId, db, lookup } from '../db'
import { badRequest, notFound } from '../errors'
import type { AddressLotBlockRow, SwitchSlot } from '../fixtures/rack-networking'
import { cidrRange } from './cidr'
import { ipToBigInt } from './ip-alloc'

/**
 * Lookups and address arithmetic shared by the rack networking handlers
 * (address lots, loopbacks, BGP, BFD, switch ports and their settings).
 */

export const isV6 = (ip: string) => ip.includes(':')
const family = (ip: string) => (isV6(ip) ? 'IPv6' : 'IPv4')

/** The address of an `IpNet` (`172.20.15.21/28` -> `172.20.15.21`). */
export const netAddress = (net: string) => net.split('/')[0]

export const blocksOfLot = (lotId: string) =>
  db.addressLotBlocks.filter((b) => b.address_lot_id === lotId)

/** The API's view of a block (without the lot it belongs to). */
export const blockView = ({ id, first_address, last_address }: AddressLotBlockRow) => ({
  id,
  first_address,
  last_address,
})

export function blockContains(block: AddressLotBlockRow, ip: string) {
  if (isV6(ip) !== isV6(block.first_address)) return false
  const n = ipToBigInt(ip)
  return ipToBigInt(block.first_address) <= n && n <= ipToBigInt(block.last_address)
}

/** Does every address of `net` lie in `block`? */
export function blockContainsNet(block: AddressLotBlockRow, net: string) {
  const [first, last] = cidrRange(net)
  return (
    isV6(net) === isV6(block.first_address) &&
    ipToBigInt(block.first_address) <= first &&
    last <= ipToBigInt(block.last_address)
  )
}

/** Blocks must run upwards, within one address family, and not overlap each other. */
export function checkBlocks(blocks: Json<Api.AddressLotBlockCreate>[]) {
  blocks.forEach((b, i) => {
    const { first_address: first, last_address: last } = b
    if (isV6(first) !== isV6(last)) {
      throw badRequest(
        `address lot block ${first} - ${last} mixes an ${family(first)} and an ${family(last)} address`,
      )
    }
    if (ipToBigInt(first) > ipToBigInt(last)) {
      throw badRequest(`address lot block ${first} - ${last}: the first address is after the last`)
    }
    for (const other of blocks.slice(0, i)) {
      const overlaps =
        isV6(first) === isV6(other.first_address) &&
        ipToBigInt(first) <= ipToBigInt(other.last_address) &&
        ipToBigInt(other.first_address) <= ipToBigInt(last)
      if (overlaps) {
        throw badRequest(
          `address lot block ${first} - ${last} overlaps block ${other.first_address} - ${other.last_address}`,
        )
      }
    }
  })
}

export const lookupAddressLot = (nameOrId: string) =>
  byNameOrId('address-lot', db.addressLots, nameOrId)

/** The block of a lot that holds `ip`, or 400 naming the lot. */
export function blockOfLot(lotNameOrId: string, ip: string) {
  const lot = lookupAddressLot(lotNameOrId)
  const block = blocksOfLot(lot.id).find((b) => blockContains(b, ip))
  if (!block) throw badRequest(`address ${ip} is not in any block of address lot "${lot.name}"`)
  return { lot, block }
}

export const lookupAnnounceSet = (nameOrId: string) =>
  byNameOrId('bgp-announce-set', db.bgpAnnounceSets, nameOrId)

export const lookupBgpConfig = (nameOrId: string) =>
  byNameOrId('bgp-config', db.bgpConfigs, nameOrId)

export const lookupPortSettings = (nameOrId: string) =>
  byNameOrId('switch-port-settings', db.switchPortSettings, nameOrId)

/** A port by rack, switch and name: an unknown rack or port is a 404. */
export function lookupSwitchPort(rackId: string, slot: SwitchSlot, portName: string) {
  lookup.byId('rack', db.racks, rackId)
  const port = db.switchPorts.find(
    (p) => p.rack_id === rackId && p.switch_slot === slot && p.port_name === portName,
  )
  if (!port) throw notFound(`switch-port "${portName}" on ${slot}`)
  return port
}

/** The settings applied to a port, or 404 when it has none. */
export function appliedSettings(port: Json<Api.SwitchPort>) {
  const settings = db.switchPortSettings.find((s) => s.id === port.port_settings_id)
  if (!settings) {
    throw notFound(`switch port settings applied to "${port.port_name}" on ${port.switch_slot}`)
  }
  return settings
}

/** Ports that have settings applied, with those settings. */
export function configuredPorts() {
  return db.switchPorts.flatMap((port) => {
    const settings = db.switchPortSettings.find((s) => s.id === port.port_settings_id)
    return settings ? [{ port, settings }] : []
  })
}

/** Each BGP session: a peer of the settings applied to a port, with its config. */
export function bgpSessions() {
  return configuredPorts().flatMap(({ port, settings }) =>
    settings.bgp_peers.flatMap((peer) => {
      const config = db.bgpConfigs.find((c) => c.id === peer.bgp_config)
      if (!config) return []
      const addr = peer.addr.type === 'numbered' ? peer.addr.target_addr : '::'
      const peerId = peer.addr.type === 'numbered' ? addr : `${port.port_name}/unnumbered`
      return [{ port, settings, peer, config, addr, peerId }]
    }),
  )
}
