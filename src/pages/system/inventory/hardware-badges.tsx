import type { ReactNode } from 'react'
import type { Baseboard, PhysicalDisk, Sled } from '~/api/__generated__/Api'
import { Property } from '~/components/property'
import { Badge, type BadgeColor } from '~/ui/badge'
import { partRevision, type SledPolicyLabel, sledPolicyLabel } from './hardware'

const sledPolicyColor: Record<SledPolicyLabel, BadgeColor> = {
  provisionable: 'green',
  'not provisionable': 'yellow',
  expunged: 'red',
}

export function SledPolicyBadge({ sled }: { sled: Sled }) {
  const label = sledPolicyLabel(sled)
  return <Badge color={sledPolicyColor[label]}>{label}</Badge>
}

/** A sled's or a disk's state: active, or decommissioned. */
export function HardwareStateBadge({ state }: { state: Sled['state'] | PhysicalDisk['state'] }) {
  return <Badge color={state === 'active' ? 'green' : 'gray'}>{state}</Badge>
}

export function DiskPolicyBadge({ disk }: { disk: PhysicalDisk }) {
  return disk.policy.kind === 'in_service' ? (
    <Badge color="green">in service</Badge>
  ) : (
    <Badge color="red">expunged</Badge>
  )
}

/**
 * A sled's or a disk's policy (the sled's provision policy, the disk's policy)
 * and its state: two rows of its property list.
 */
export function PolicyAndState({
  term,
  policy,
  state,
}: {
  term: string
  policy: ReactNode
  state: Sled['state'] | PhysicalDisk['state']
}) {
  return (
    <>
      <Property term={term}>{policy}</Property>
      <Property term="State">
        <HardwareStateBadge state={state} />
      </Property>
    </>
  )
}

/** A sled's or a switch's baseboard: its serial and its part: two rows of its property list. */
export function BaseboardProperties({ baseboard }: { baseboard: Baseboard }) {
  return (
    <>
      <Property term="Serial" mono>
        {baseboard.serial}
      </Property>
      <Property term="Part" mono>
        {partRevision(baseboard)}
      </Property>
    </>
  )
}
