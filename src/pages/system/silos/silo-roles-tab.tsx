import {
  allPagesQuery,
  apiQuery,
  mutate,
  usePrefetchedAllPages,
  usePrefetchedApiQuery,
} from '~/api/query'
import type { Policy } from '~/api/roles'
import { AccessPanel } from '~/components/access/access-panel'
import { identitiesOf } from '~/components/access/access-rows'
import { useIsFleetAdmin } from '~/pages/system/use-fleet-role'
import { siloPolicyUpdateRequest } from './silo-roles-values'

/**
 * A fleet admin's view of a silo's role assignments (any silo, not only their
 * own): the access panel on `siloPolicyView` and `siloPolicyUpdate`. Its
 * users come from `siloUserList`; another silo's groups have no list call, so
 * only the signed-in user's own silo offers its groups.
 */
export function SiloRolesTab({ silo }: { silo: string }) {
  const { data: policy } = usePrefetchedApiQuery('siloPolicyView', { path: { silo } })
  const { data: me } = usePrefetchedApiQuery('currentUserView', {})
  const users = usePrefetchedAllPages('siloUserList', { query: { silo } })
  const groups = usePrefetchedAllPages('groupList', {})
  const canEdit = useIsFleetAdmin()
  // groupList gives the signed-in user's own silo's groups: none for another silo
  const identities = identitiesOf(me.siloName === silo ? groups.items : [], users.items)
  const request = (body: Policy) => siloPolicyUpdateRequest(silo, body)
  return (
    <AccessPanel
      title="Silo roles"
      resource="silo"
      levels={[{ label: 'silo', policy }]}
      canEdit={canEdit}
      identities={identities}
      inTab
      save={(body) =>
        mutate('siloPolicyUpdate', request(body).params, {
          invalidates: ['siloPolicyView', 'policyView', 'projectPolicyView'],
        })
      }
      request={request}
      reads={[
        apiQuery('siloPolicyView', { path: { silo } }),
        allPagesQuery('siloUserList', { query: { silo } }),
      ]}
    />
  )
}
