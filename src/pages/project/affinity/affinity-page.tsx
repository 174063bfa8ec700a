import type { RouteHandle } from '~/components/breadcrumbs'
import { PageHeader } from '~/components/page-header'
import { RouteTabs } from '~/components/route-tabs'
import { getProjectSelector, useProjectSelector } from '~/hooks/selectors'
import { paths } from '~/util/paths'
import { affinityKind, antiAffinityKind } from './group-kind'

export const handle: RouteHandle = {
  crumbs: (params) => [
    { label: 'Affinity Groups', to: paths.affinity(getProjectSelector(params)) },
  ],
}

/** Both kinds of group are one page, "Affinity Groups", with a tab per kind. */
export function Component() {
  const { project } = useProjectSelector()
  return (
    <>
      <PageHeader title="Affinity Groups" />
      <RouteTabs
        label="Group kinds"
        tabs={[antiAffinityKind, affinityKind].map((kind) => ({
          label: kind.plural,
          to: kind.paths.list({ project }),
        }))}
      />
    </>
  )
}
