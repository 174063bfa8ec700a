import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { requireFleetRole } from '../authz'
import { db } from '../db'
import { badRequest, isUuid } from '../errors'
import type { BgpConfigRow } from '../fixtures/rack-networking'
import { paginated } from '../paginate'
import {
  blockContainsNet,
  blocksOfLot,
  lookupAddressLot,
  lookupAnnounceSet,
  lookupBgpConfig,
} from './rack-net-store'
import { assertNameFree, NoContent, newResource, now, removeWhere } from './util'

/** The API's view of a config (the announce set it uses is not shown). */
const view = ({ bgp_announce_set_id: _, ...config }: BgpConfigRow): Json<Api.BgpConfig> => config

/**
 * The block an announcement draws from: a block by id, or the block of a lot
 * (by name or id) that holds the announced network.
 */
function announcementBlock(a: Json<Api.BgpAnnouncementCreate>) {
  const byId = isUuid(a.address_lot_block)
    ? db.addressLotBlocks.find((b) => b.id === a.address_lot_block)
    : undefined
  const blocks = byId ? [byId] : blocksOfLot(lookupAddressLot(a.address_lot_block).id)
  const block = blocks.find((b) => blockContainsNet(b, a.network))
  if (!block) {
    throw badRequest(
      `announced network ${a.network} is not within address lot block ${a.address_lot_block}`,
    )
  }
  return block
}

/** Port settings whose BGP peers use this config. */
const peersUsing = (configId: string) =>
  db.switchPortSettings.filter((s) => s.bgp_peers.some((p) => p.bgp_config === configId))

/** BGP configurations and the announce sets they announce: fleet viewers read, admins change. */
export const bgpHandlers = {
  networkingBgpConfigList({ query }) {
    requireFleetRole('viewer')
    const page = paginated(query, db.bgpConfigs)
    return { ...page, items: page.items.map(view) }
  },

  networkingBgpConfigCreate({ body }) {
    requireFleetRole('admin')
    assertNameFree('bgp-config', db.bgpConfigs, body.name)
    const announceSet = lookupAnnounceSet(body.bgp_announce_set_id)
    const config: BgpConfigRow = {
      ...newResource(body),
      asn: body.asn,
      max_paths: body.max_paths ?? 1,
      vrf: body.vrf ?? null,
      bgp_announce_set_id: announceSet.id,
    }
    db.bgpConfigs.push(config)
    return view(config)
  },

  networkingBgpConfigUpdate({ query, body }) {
    requireFleetRole('admin')
    const config = lookupBgpConfig(query.nameOrId)
    if (body.name && body.name !== config.name) {
      assertNameFree('bgp-config', db.bgpConfigs, body.name)
    }
    if (body.bgp_announce_set_id) {
      config.bgp_announce_set_id = lookupAnnounceSet(body.bgp_announce_set_id).id
    }
    if (body.name) config.name = body.name
    if (body.description != null) config.description = body.description
    if (body.max_paths != null) config.max_paths = body.max_paths
    config.time_modified = now()
    return view(config)
  },

  networkingBgpConfigDelete({ query }) {
    requireFleetRole('admin')
    const config = lookupBgpConfig(query.nameOrId)
    const users = peersUsing(config.id)
    if (users.length > 0) {
      throw badRequest(
        `BGP config "${config.name}" is used by the BGP peers of switch port settings "${users[0].name}"`,
      )
    }
    removeWhere(db.bgpConfigs, (c) => c.id === config.id)
    return NoContent
  },

  /** The API returns a plain array here, though it takes paging parameters. */
  networkingBgpAnnounceSetList({ query }) {
    requireFleetRole('viewer')
    return paginated(query, db.bgpAnnounceSets).items
  },

  /** Create the set, or replace the description and announcements of the one of that name. */
  networkingBgpAnnounceSetUpdate({ body }) {
    requireFleetRole('admin')
    const blocks = body.announcement.map(announcementBlock)
    const time = now()
    let set = db.bgpAnnounceSets.find((s) => s.name === body.name)
    if (set) {
      set.description = body.description
      set.time_modified = time
    } else {
      set = {
        ...newResource(body),
      }
      db.bgpAnnounceSets.push(set)
    }
    const setId = set.id
    removeWhere(db.bgpAnnouncements, (a) => a.announce_set_id === setId)
    db.bgpAnnouncements.push(
      ...body.announcement.map((a, i) => ({
        announce_set_id: setId,
        address_lot_block_id: blocks[i].id,
        network: a.network,
      })),
    )
    return set
  },

  networkingBgpAnnounceSetDelete({ path }) {
    requireFleetRole('admin')
    const set = lookupAnnounceSet(path.announceSet)
    const user = db.bgpConfigs.find((c) => c.bgp_announce_set_id === set.id)
    if (user) {
      throw badRequest(`announce set "${set.name}" is used by BGP config "${user.name}"`)
    }
    removeWhere(db.bgpAnnouncements, (a) => a.announce_set_id === set.id)
    removeWhere(db.bgpAnnounceSets, (s) => s.id === set.id)
    return NoContent
  },

  networkingBgpAnnouncementList({ path }) {
    requireFleetRole('viewer')
    const set = lookupAnnounceSet(path.announceSet)
    return db.bgpAnnouncements.filter((a) => a.announce_set_id === set.id)
  },
} satisfies Partial<MSWHandlers>
