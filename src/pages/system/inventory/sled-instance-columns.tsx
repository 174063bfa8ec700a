import { Link } from 'react-router'
import type { SledInstance } from '~/api/__generated__/Api'
import { valueColumn } from '~/components/columns'
import { InstanceStateBadge } from '~/components/state-badge'
import { columnHelper } from '~/components/table-features'
import { paths } from '~/util/paths'
import { formatBytes } from '~/util/units'

/**
 * A sled's instances, from every silo: name, silo, project, state, vCPUs and
 * memory. The instance page lives in its silo: the name links only for
 * instances of the user's own (`mySilo`).
 */
export function sledInstanceColumns<T extends SledInstance>(mySilo: string) {
  const col = columnHelper<T>()
  return [
    col.display({
      id: 'name',
      header: 'Name',
      cell: ({ row }) =>
        row.original.siloName === mySilo ? (
          <Link
            to={paths.instance({ project: row.original.projectName, instance: row.original.name })}
          >
            {row.original.name}
          </Link>
        ) : (
          row.original.name
        ),
    }),
    col.display({ id: 'silo', header: 'Silo', cell: ({ row }) => row.original.siloName }),
    col.display({ id: 'project', header: 'Project', cell: ({ row }) => row.original.projectName }),
    valueColumn<T>('state', 'State', (r) => <InstanceStateBadge state={r.state} />),
    col.display({ id: 'cpus', header: 'vCPUs', cell: ({ row }) => row.original.ncpus }),
    valueColumn<T>('memory', 'Memory', (r) => formatBytes(r.memory)),
  ]
}
