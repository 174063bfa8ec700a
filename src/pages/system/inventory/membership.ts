import type {
  BaseboardId,
  PhysicalDiskManufacturerIdentity,
  RackMembershipChangeState,
  RackMembershipStatus,
  UninitializedSled,
} from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'

/**
 * Bringing hardware into service: which sleds join a rack (the "Add to rack"
 * form's call), how far the rack's membership change has gone, and a disk's
 * identity as an operator reads it off the drive.
 */

/** How the API names a sled in a membership change: its baseboard's part and serial. */
export const boardOf = (sled: Pick<UninitializedSled, 'baseboard'>): BaseboardId => ({
  partNumber: sled.baseboard.part,
  serialNumber: sled.baseboard.serial,
})

const sameBoard = (a: BaseboardId, b: BaseboardId) =>
  a.partNumber === b.partNumber && a.serialNumber === b.serialNumber

export type AddSledsFormValues = {
  rackId: string
  /** the serials of the sleds ticked */
  serials: string[]
}

export const emptyAddSleds = (rackId = '', serials: string[] = []): AddSledsFormValues => ({
  rackId,
  serials,
})

/** The ticked sleds of the chosen rack, in the API's words. */
export function addSledsRequest(v: AddSledsFormValues, sleds: UninitializedSled[]) {
  const chosen = sleds.filter(
    (s) => s.rackId === v.rackId && v.serials.includes(s.baseboard.serial),
  )
  return apiRequest('rackMembershipAddSleds', {
    path: { rackId: v.rackId },
    body: { sledIds: chosen.map(boardOf) },
  })
}

/** A change still waits for sleds to acknowledge it: the status is polled, and may be aborted. */
export const isChanging = (status: Pick<RackMembershipStatus, 'state'> | undefined) =>
  status?.state === 'in_progress'

/** The sled is one the rack's change in progress is adding. */
export const isBeingAdded = (
  sled: Pick<UninitializedSled, 'baseboard'>,
  status: Pick<RackMembershipStatus, 'state' | 'unacknowledgedMembers'> | undefined,
) => isChanging(status) && !!status?.unacknowledgedMembers.some((m) => sameBoard(m, boardOf(sled)))

export const membershipStateLabel: Record<RackMembershipChangeState, string> = {
  in_progress: 'in progress',
  committed: 'committed',
  aborted: 'aborted',
}

/** "BRM42200004 (913-0000019)" */
export const boardText = (b: BaseboardId) => `${b.serialNumber} (${b.partNumber})`

/** "U2-NEW03 (1b96 WUS5EA138ESP7E1)": the serial first, as printed on the drive. */
export const diskIdentityText = (d: PhysicalDiskManufacturerIdentity) =>
  `${d.serial} (${d.vendor} ${d.model})`

export const sameDiskIdentity = (
  a: PhysicalDiskManufacturerIdentity,
  b: PhysicalDiskManufacturerIdentity,
) => a.vendor === b.vendor && a.model === b.model && a.serial === b.serial

export const enableAdoptionRequest = (d: PhysicalDiskManufacturerIdentity) =>
  apiRequest('physicalDiskEnableAdoption', {
    body: { vendor: d.vendor, model: d.model, serial: d.serial },
  })
