import type { PhysicalDisk } from '~/api/__generated__/Api'
import { columnHelper } from '~/components/table-features'
import { formFactorLabel } from './hardware'
import { DiskPolicyBadge, HardwareStateBadge } from './hardware-badges'

const col = columnHelper<PhysicalDisk>()

/** A physical disk's columns, for the inventory's disks and a sled's. */
export const physicalDiskColumns = [
  col.display({
    id: 'serial',
    header: 'Serial',
    cell: ({ row }) => <span className="mono">{row.original.serial}</span>,
  }),
  col.display({ id: 'model', header: 'Model', cell: ({ row }) => row.original.model }),
  col.display({ id: 'vendor', header: 'Vendor', cell: ({ row }) => row.original.vendor }),
  col.display({
    id: 'form-factor',
    header: 'Form factor',
    cell: ({ row }) => formFactorLabel[row.original.formFactor],
  }),
  col.display({
    id: 'policy',
    header: 'Policy',
    cell: ({ row }) => <DiskPolicyBadge disk={row.original} />,
  }),
  col.display({
    id: 'state',
    header: 'State',
    cell: ({ row }) => <HardwareStateBadge state={row.original.state} />,
  }),
]
