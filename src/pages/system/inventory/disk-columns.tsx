import type { PhysicalDisk } from '~/api/__generated__/Api'
import { valueColumn } from '~/components/columns'
import { columnHelper } from '~/components/table-features'
import { formFactorLabel } from './hardware'
import { DiskPolicyBadge, HardwareStateBadge } from './hardware-badges'

const col = columnHelper<PhysicalDisk>()

/** A physical disk's columns, for the inventory's disks and a sled's. */
export const physicalDiskColumns = [
  valueColumn<PhysicalDisk>('serial', 'Serial', (r) => <span className="mono">{r.serial}</span>),
  col.display({ id: 'model', header: 'Model', cell: ({ row }) => row.original.model }),
  col.display({ id: 'vendor', header: 'Vendor', cell: ({ row }) => row.original.vendor }),
  col.display({
    id: 'form-factor',
    header: 'Form factor',
    cell: ({ row }) => formFactorLabel[row.original.formFactor],
  }),
  valueColumn<PhysicalDisk>('policy', 'Policy', (r) => <DiskPolicyBadge disk={r} />),
  valueColumn<PhysicalDisk>('state', 'State', (r) => <HardwareStateBadge state={r.state} />),
]
