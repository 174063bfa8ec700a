import type { MSWHandlers } from '~/api/__generated__/msw-handlers'
import { requireFleetRole } from '../authz'
import { db, lookup } from '../db'
import { alreadyExists, badRequest, notFound } from '../errors'
import type { LoopbackAddressRow } from '../fixtures/rack-networking'
import { paginated } from '../paginate'
import { blockOfLot, isV6, netAddress } from './rack-net-store'
import { NoContent, newId, removeWhere } from './util'

/** The API's view of a loopback address (whether it is anycast is not shown). */
const view = ({ anycast: _, ...address }: LoopbackAddressRow) => address

/**
 * Loopback addresses of a switch, reserved from an address lot. An address
 * that is not anycast belongs to one switch only; anycast addresses may be
 * shared by switches that all ask for anycast.
 */
export const loopbackHandlers = {
  networkingLoopbackAddressList({ query }) {
    requireFleetRole('viewer')
    const page = paginated(query, db.loopbackAddresses, (l) => l.id)
    return { ...page, items: page.items.map(view) }
  },

  networkingLoopbackAddressCreate({ body }) {
    requireFleetRole('admin')
    lookup.byId('rack', db.racks, body.rack_id)
    const bits = isV6(body.address) ? 128 : 32
    if (body.mask > bits) {
      throw badRequest(`mask /${body.mask} is longer than an address of ${bits} bits`)
    }
    const { block } = blockOfLot(body.address_lot, body.address)
    const sameAddress = db.loopbackAddresses.filter((l) => netAddress(l.address) === body.address)
    if (sameAddress.some((l) => l.rack_id === body.rack_id && l.switch_slot === body.switch_slot)) {
      throw alreadyExists('loopback-address', `${body.address} on ${body.switch_slot}`)
    }
    if (sameAddress.some((l) => !l.anycast || !body.anycast)) {
      throw badRequest(
        `address ${body.address} is already in use by another switch (only anycast addresses can be shared)`,
      )
    }
    const row: LoopbackAddressRow = {
      id: newId(),
      rack_id: body.rack_id,
      switch_slot: body.switch_slot,
      address: `${body.address}/${body.mask}`,
      address_lot_block_id: block.id,
      anycast: body.anycast,
    }
    db.loopbackAddresses.push(row)
    return view(row)
  },

  networkingLoopbackAddressDelete({ path }) {
    requireFleetRole('admin')
    const address = `${path.address}/${path.subnetMask}`
    const found = db.loopbackAddresses.find(
      (l) =>
        l.rack_id === path.rackId && l.switch_slot === path.switchSlot && l.address === address,
    )
    if (!found) throw notFound(`loopback-address ${address} on ${path.switchSlot}`)
    removeWhere(db.loopbackAddresses, (l) => l.id === found.id)
    return NoContent
  },
} satisfies Partial<MSWHandlers>
