import { usePrefetchedQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { getProjectSelector, useProjectSelector } from '~/hooks/selectors'
import { paths } from '~/util/paths'
import { AttachableList } from '../attachables/attachable-list'
import { externalSubnetKind } from './external-subnet-kind'
import { instancesQuery, subnetPoolsQuery } from './loaders'

export const handle: RouteHandle = {
  crumbs: (params) => [
    { label: 'External Subnets', to: paths.externalSubnets(getProjectSelector(params)) },
  ],
}

/** The project's external subnets: whole routed blocks from the silo's subnet pools. */
export function Component() {
  const { project } = useProjectSelector()
  const pools = usePrefetchedQuery(subnetPoolsQuery()).data.items
  const instances = usePrefetchedQuery(instancesQuery(project)).data.items
  return (
    <AttachableList
      kind={externalSubnetKind}
      project={project}
      pools={pools}
      instances={instances}
    />
  )
}
