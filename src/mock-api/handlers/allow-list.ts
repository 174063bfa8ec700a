import type { MSWHandlers } from '~/api/__generated__/msw-handlers'
import { requireFleetRole } from '../authz'
import { db } from '../db'
import { badRequest } from '../errors'
import { cidrContains } from './cidr'
import { now } from './util'

/**
 * The address the mock sees every request come from. In the browser the mock
 * has no socket to read it from, so it takes the loopback address, as a
 * console served by a local dev server would be seen; a list must keep it.
 */
export const MOCK_CLIENT_ADDRESS = '127.0.0.1'

const hostNet = (ip: string) => `${ip}/${ip.includes(':') ? 128 : 32}`

/** Does the entry `net` admit `ip`? (An IPv4 address is never inside an IPv6 block.) */
const admits = (net: string, ip: string) =>
  net.includes(':') === ip.includes(':') && cidrContains(net, hostNet(ip))

/**
 * The external API's source IP allow list: fleet viewers read it, fleet
 * admins replace it. Like Nexus, an empty list is refused (it would admit no
 * one), and so is a list that would shut out the client asking for it.
 */
export const allowListHandlers = {
  networkingAllowListView() {
    requireFleetRole('viewer')
    return db.allowList
  },

  networkingAllowListUpdate({ body }) {
    requireFleetRole('admin')
    const allowed = body.allowed_ips
    if (allowed.allow === 'list') {
      if (allowed.ips.length === 0) {
        throw badRequest(
          'unable to parse JSON body: invalid value for `allowed_ips`: an IP allow list must contain at least one entry',
        )
      }
      if (!allowed.ips.some((net) => admits(net, MOCK_CLIENT_ADDRESS))) {
        throw badRequest(
          'The source IP allow list would prevent access from the current client! Ensure that the allowlist contains an entry that continues to allow access from this peer.',
        )
      }
    }
    db.allowList = { ...db.allowList, allowed_ips: allowed, time_modified: now() }
    return db.allowList
  },
} satisfies Partial<MSWHandlers>
