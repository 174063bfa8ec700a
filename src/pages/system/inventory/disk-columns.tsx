import type { PhysicalDisk } from '~/api/__generated__/Api'
import { valueColumn } from '~/components/columns'
import { formFactorLabel } from './hardware'
import { DiskPolicyBadge, HardwareStateBadge } from './hardware-badges'

/** A physical disk's columns, for the inventory's disks and a sled's. */
export const physicalDiskColumns = [
  valueColumn<PhysicalDisk>('serial', 'Serial', (r) => <span className="mono">{r.serial}</span>),
  valueColumn<PhysicalDisk>('model', 'Model', (r) => r.model),
  valueColumn<PhysicalDisk>('vendor', 'Vendor', (r) => r.vendor),
  valueColumn<PhysicalDisk>('form-factor', 'Form factor', (r) => formFactorLabel[r.formFactor]),
  valueColumn<PhysicalDisk>('policy', 'Policy', (r) => <DiskPolicyBadge disk={r} />),
  valueColumn<PhysicalDisk>('state', 'State', (r) => <HardwareStateBadge state={r.state} />),
]
