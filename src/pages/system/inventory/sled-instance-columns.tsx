import { Link } from 'react-router'
import type { SledInstance } from '~/api/__generated__/Api'
import { valueColumn } from '~/components/columns'
import { InstanceStateBadge } from '~/components/state-badge'
import { paths } from '~/util/paths'
import { formatBytes } from '~/util/units'

/**
 * A sled's instances, from every silo: name, silo, project, state, vCPUs and
 * memory. The instance page lives in its silo: the name links only for
 * instances of the user's own (`mySilo`).
 */
export function sledInstanceColumns<T extends SledInstance>(mySilo: string) {
  return [
    valueColumn<T>('name', 'Name', (r) =>
      r.siloName === mySilo ? (
        <Link to={paths.instance({ project: r.projectName, instance: r.name })}>{r.name}</Link>
      ) : (
        r.name
      ),
    ),
    valueColumn<T>('silo', 'Silo', (r) => r.siloName),
    valueColumn<T>('project', 'Project', (r) => r.projectName),
    valueColumn<T>('state', 'State', (r) => <InstanceStateBadge state={r.state} />),
    valueColumn<T>('cpus', 'vCPUs', (r) => r.ncpus),
    valueColumn<T>('memory', 'Memory', (r) => formatBytes(r.memory)),
  ]
}
