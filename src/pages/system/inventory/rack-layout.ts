import type { Sled } from '~/api/__generated__/Api'
import { sledLabel, sledPolicyLabel } from './hardware'

/** An Oxide rack holds 32 sleds, in slots (cubbies) 0 to 31, with its switches in between. */
export const RACK_SLED_SLOTS = 32

/** One slot of the picture: the sled in it, or none. */
export type SlotCell<S> = { slot: number; sled: S | undefined }

export type RackLayout<S> = {
  /** slots 0 to 15 (or the first half of a bigger rack), then the switches, then the rest */
  lower: SlotCell<S>[]
  upper: SlotCell<S>[]
  /** sleds of the rack that report no slot: drawn apart, never dropped */
  unslotted: S[]
  /** how many slots hold a sled */
  filled: number
}

/**
 * A rack's sleds in their slots, every slot drawn, 32 or up to the highest
 * slot a sled reports. Two sleds reporting one slot both show, the second
 * with the unslotted ones, so none is hidden.
 */
export function rackLayout<S extends Pick<Sled, 'slot'>>(sleds: readonly S[]): RackLayout<S> {
  const bySlot = new Map<number, S>()
  const unslotted: S[] = []
  for (const sled of sleds) {
    const slot = sled.slot
    if (slot == null || bySlot.has(slot)) unslotted.push(sled)
    else bySlot.set(slot, sled)
  }
  const count = Math.max(RACK_SLED_SLOTS, ...[...bySlot.keys()].map((s) => s + 1))
  const cells = Array.from({ length: count }, (_, slot) => ({ slot, sled: bySlot.get(slot) }))
  const half = Math.ceil(count / 2)
  return {
    lower: cells.slice(0, half),
    upper: cells.slice(half),
    unslotted,
    filled: bySlot.size,
  }
}

/** Its state and policy in words: "active, in service, provisionable". */
export function sledStatusText(sled: Pick<Sled, 'policy' | 'state'>) {
  const policy = sledPolicyLabel(sled)
  return policy === 'expunged' ? `${sled.state}, expunged` : `${sled.state}, in service, ${policy}`
}

/** What a screen reader says of a sled in the picture: "Sled 14, BRM42200001, active, in service, provisionable". */
export const sledCellName = (sled: Pick<Sled, 'slot' | 'baseboard' | 'policy' | 'state'>) =>
  `Sled ${sled.slot ?? 'with no slot'}, ${sledLabel(sled)}, ${sledStatusText(sled)}`
