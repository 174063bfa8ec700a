import type {
  Baseboard,
  PhysicalDisk,
  PhysicalDiskKind,
  Sled,
  SledProvisionPolicy,
} from '~/api/__generated__/Api'

/** Operators know a sled by its baseboard serial (printed on it), not by its id. */
export const sledLabel = (sled: Pick<Sled, 'baseboard'>) => sled.baseboard.serial

/** A baseboard's part number and its revision, as its label reads: `913-0000019 rev 6`. */
export const partRevision = (b: Baseboard) => `${b.part} rev ${b.revision}`

/** The sled's provision policy; an expunged sled has none (it is out of service for good). */
export const provisionPolicyOf = (sled: Pick<Sled, 'policy'>): SledProvisionPolicy | undefined =>
  sled.policy.kind === 'in_service' ? sled.policy.provisionPolicy : undefined

export type SledPolicyLabel = 'provisionable' | 'not provisionable' | 'expunged'

export function sledPolicyLabel(sled: Pick<Sled, 'policy'>): SledPolicyLabel {
  const provision = provisionPolicyOf(sled)
  if (!provision) return 'expunged'
  return provision === 'provisionable' ? 'provisionable' : 'not provisionable'
}

export const formFactorLabel: Record<PhysicalDiskKind, string> = { m2: 'M.2', u2: 'U.2' }

/** A physical disk in service that is still active holds data; anything else is out of use. */
export const isDiskInService = (disk: Pick<PhysicalDisk, 'policy' | 'state'>) =>
  disk.policy.kind === 'in_service' && disk.state === 'active'

/** What setting the other provision policy means, in the words of the confirmation. */
export function provisionChange(sled: Sled) {
  const target: SledProvisionPolicy =
    provisionPolicyOf(sled) === 'provisionable' ? 'non_provisionable' : 'provisionable'
  const name = sledLabel(sled)
  return target === 'non_provisionable'
    ? {
        target,
        label: 'Make non-provisionable',
        title: 'Make sled non-provisionable',
        body: `New instances will not be placed on sled ${name}. Instances already on it keep running.`,
      }
    : {
        target,
        label: 'Make provisionable',
        title: 'Make sled provisionable',
        body: `New instances may be placed on sled ${name} again.`,
      }
}
