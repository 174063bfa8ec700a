import { useMemo } from 'react'
import type { Instance, InstanceState } from '~/api/__generated__/Api'
import { isInstanceTransitional } from '~/api/states'
import type { RouteHandle } from '~/components/breadcrumbs'
import { useBulkActions } from '~/components/bulk/use-bulk'
import { actionsColumn, createdColumn, nameLinkColumn, valueColumn } from '~/components/columns'
import { exportTicked } from '~/components/export/export-ticked'
import { ListPage } from '~/components/list-page'
import { getProjectSelector, useProjectSelector } from '~/hooks/selectors'
import { LinkButton } from '~/ui/link-button'
import { paths } from '~/util/paths'
import { formatBytes } from '~/util/units'
import { instanceMenuItems } from './instance-actions'
import { instanceBulkActions } from './instance-bulk'
import { instanceStateCell } from './instance-list-cells'

export const handle: RouteHandle = {
  crumbs: (params) => [{ label: 'Instances', to: paths.instances(getProjectSelector(params)) }],
}

const sizeColumn = valueColumn<Instance>(
  'size',
  'CPU / Memory',
  (r) => `${r.ncpus} vCPU, ${formatBytes(r.memory)}`,
)
const stateColumn = valueColumn<Instance>('state', 'State', (r) => instanceStateCell(r))

// the instance states, in the API's order
const instanceStates = [
  'creating',
  'starting',
  'running',
  'stopping',
  'stopped',
  'rebooting',
  'migrating',
  'repairing',
  'failed',
  'destroyed',
] as const satisfies readonly InstanceState[]

const anyTransitional = (rows: Instance[]) => rows.some(isInstanceTransitional)

export function Component() {
  const selector = useProjectSelector()
  const { project } = selector
  const bulk = useBulkActions(
    useMemo(
      () => ({ ...instanceBulkActions, extras: [exportTicked<Instance>(project, 'instances')] }),
      [project],
    ),
  )
  const columns = useMemo(
    () => [
      nameLinkColumn<Instance>((i) => paths.instance({ project, instance: i.name })),
      sizeColumn,
      stateColumn,
      createdColumn<Instance>(),
      actionsColumn<Instance>((i) => instanceMenuItems(i)),
    ],
    [project],
  )
  const newInstance = <LinkButton to={paths.instancesNew(selector)}>New Instance</LinkButton>
  return (
    <ListPage
      title="Instances"
      actions={newInstance}
      operationId="instanceList"
      params={{ query: selector }}
      columns={columns}
      pollWhile={anyTransitional}
      stateFilter={{ options: instanceStates, of: (i) => i.runState }}
      bulk={bulk}
      empty={{ title: 'No instances', body: 'This project has no instances yet.' }}
    />
  )
}
