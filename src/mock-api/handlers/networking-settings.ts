import type { MSWHandlers } from '~/api/__generated__/msw-handlers'
import { requireFleetRole } from '../authz'
import { db } from '../db'
import { NoContent } from './util'

/** Rack-wide networking switches: fleet viewers read them, fleet admins set them. */
export const networkingSettingsHandlers = {
  networkingInboundIcmpView() {
    requireFleetRole('viewer')
    return db.inboundIcmp
  },
  networkingInboundIcmpUpdate({ body }) {
    requireFleetRole('admin')
    db.inboundIcmp = { enabled: body.enabled }
    return NoContent
  },
  systemNetworkingSettingsView() {
    requireFleetRole('viewer')
    return db.systemNetworkingSettings
  },
  systemNetworkingSettingsUpdate({ body }) {
    requireFleetRole('admin')
    // the field is optional in the update, false when left out
    db.systemNetworkingSettings = {
      external_jumbo_frames_opt_in_enabled: body.external_jumbo_frames_opt_in_enabled ?? false,
    }
    return db.systemNetworkingSettings
  },
} satisfies Partial<MSWHandlers>
