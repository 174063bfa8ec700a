import type { MSWHandlers } from '~/api/__generated__/msw-handlers'
import { requireFleetRole } from '../authz'
import { db } from '../db'
import { badRequest } from '../errors'
import { paginated } from '../paginate'
import { fleetList } from './fleet-scope'
import { blocksOfLot, blockView, checkBlocks, lookupAddressLot } from './rack-net-store'
import { assertNameFree, NoContent, newId, newResource, removeWhere } from './util'

/** What still uses a lot's addresses: it cannot go while any of these remain. */
function lotUsers(lotId: string): string[] {
  const blockIds = new Set(blocksOfLot(lotId).map((b) => b.id))
  const users: string[] = []
  if (db.loopbackAddresses.some((l) => blockIds.has(l.address_lot_block_id))) {
    users.push('loopback addresses')
  }
  if (db.switchPortSettings.some((s) => s.addresses.some((a) => a.address_lot_id === lotId))) {
    users.push('switch port settings')
  }
  if (db.bgpAnnouncements.some((a) => blockIds.has(a.address_lot_block_id))) {
    users.push('BGP announcements')
  }
  return users
}

/** Address lots are operator configuration: fleet viewers read, fleet admins change. */
export const addressLotHandlers = {
  networkingAddressLotList: fleetList(() => db.addressLots),

  networkingAddressLotCreate({ body }) {
    requireFleetRole('admin')
    assertNameFree('address-lot', db.addressLots, body.name)
    checkBlocks(body.blocks)
    const lot = {
      ...newResource(body),
      kind: body.kind,
    }
    const blocks = body.blocks.map((b) => ({
      id: newId(),
      address_lot_id: lot.id,
      first_address: b.first_address,
      last_address: b.last_address,
    }))
    db.addressLots.push(lot)
    db.addressLotBlocks.push(...blocks)
    return { lot, blocks: blocks.map(blockView) }
  },

  networkingAddressLotView({ path }) {
    requireFleetRole('viewer')
    const lot = lookupAddressLot(path.addressLot)
    return { lot, blocks: blocksOfLot(lot.id).map(blockView) }
  },

  networkingAddressLotDelete({ path }) {
    requireFleetRole('admin')
    const lot = lookupAddressLot(path.addressLot)
    const users = lotUsers(lot.id)
    if (users.length > 0) {
      throw badRequest(`address lot "${lot.name}" is in use by ${users.join(' and ')}`)
    }
    removeWhere(db.addressLotBlocks, (b) => b.address_lot_id === lot.id)
    removeWhere(db.addressLots, (l) => l.id === lot.id)
    return NoContent
  },

  networkingAddressLotBlockList({ path, query }) {
    requireFleetRole('viewer')
    const lot = lookupAddressLot(path.addressLot)
    const page = paginated(query, blocksOfLot(lot.id))
    return { ...page, items: page.items.map(blockView) }
  },
} satisfies Partial<MSWHandlers>
