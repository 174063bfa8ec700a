import { useNavigate } from 'react-router'
import { snakeify } from '~/api/__generated__/util'
import { apiRequest } from '~/api/client'
import { usePrefetchedApiQuery } from '~/api/query'
import { itemCrumbs, type RouteHandle } from '~/components/breadcrumbs'
import { PageHeader } from '~/components/page-header'
import { IdProperty, Property, TimeProperty } from '~/components/property'
import { ViewRequestDisclosure } from '~/components/request-disclosure'
import { TitledSection } from '~/components/titled-section'
import { getTrustRootSelector, useTrustRootSelector } from '~/hooks/selectors'
import { Button } from '~/ui/button'
import { paths } from '~/util/paths'
import { useIsFleetAdmin } from '../use-fleet-role'
import { rootExpires, rootVersion } from './trust-root-values'
import { confirmDeleteTrustRoot } from './trust-roots-tab'

export const handle: RouteHandle = {
  crumbs: itemCrumbs(
    [
      { label: 'System update', to: paths.systemUpdate() },
      { label: 'Trust roots', to: paths.systemUpdateTrustRoots() },
    ],
    getTrustRootSelector,
    (selector) => ({ label: selector.trustRootId, to: paths.systemUpdateTrustRoot(selector) }),
  ),
}

/** One trust root: its id, root role version and expiry, and the root role itself. */
export function Component() {
  const path = useTrustRootSelector()
  const navigate = useNavigate()
  const isAdmin = useIsFleetAdmin()
  const { data: root } = usePrefetchedApiQuery('systemUpdateTrustRootView', { path })
  const remove = isAdmin ? (
    <Button
      variant="danger"
      onClick={() => confirmDeleteTrustRoot(root, () => navigate(paths.systemUpdateTrustRoots()))}
    >
      Delete
    </Button>
  ) : undefined
  return (
    <>
      <PageHeader title="Trust root" actions={remove} />
      <dl className="properties" aria-label="Trust root">
        <IdProperty id={root.id} />
        <Property term="Root version">{rootVersion(root) ?? '—'}</Property>
        <Property term="Expires">{rootExpires(root) ?? '—'}</Property>
        <TimeProperty term="Added" date={root.timeCreated} />
      </dl>
      <TitledSection title="Root role">
        {/* the client camel-cases the keys it reads; the file's own are snake_case */}
        <pre className="compute-command">{JSON.stringify(snakeify(root.rootRole), null, 2)}</pre>
      </TitledSection>
      <ViewRequestDisclosure request={apiRequest('systemUpdateTrustRootView', { path })} />
    </>
  )
}
