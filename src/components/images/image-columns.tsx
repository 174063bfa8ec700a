import type { Image } from '~/api/__generated__/Api'
import { createdColumn, descriptionColumn, nameLinkColumn } from '~/components/columns'
import { columnHelper } from '~/components/table-features'
import { formatBytes } from '~/util/units'

const col = columnHelper<Image>()

/** The columns both image lists share: name (to the image), description, OS, version, size, created. */
export const imageColumns = (to: (image: Image) => string) => [
  nameLinkColumn<Image>(to),
  descriptionColumn<Image>(),
  col.display({ id: 'os', header: 'OS', cell: ({ row }) => row.original.os }),
  col.display({ id: 'version', header: 'Version', cell: ({ row }) => row.original.version }),
  col.display({ id: 'size', header: 'Size', cell: ({ row }) => formatBytes(row.original.size) }),
  createdColumn<Image>(),
]
