import { Outlet, useNavigate } from 'react-router'
import { apiRequest } from '~/api/client'
import { usePrefetchedApiQuery, usePrefetchedQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { Property } from '~/components/property'
import { ViewRequestDisclosure } from '~/components/request-disclosure'
import { Button } from '~/ui/button'
import { paths } from '~/util/paths'
import { formatLifetime } from './auth-settings-values'
import { authSettingsQuery } from './loaders'

export const handle: RouteHandle = {
  crumbs: () => [{ label: 'Auth Settings', to: paths.siloAuthSettings() }],
}

/** How the silo signs its users in: the device (CLI) token's longest lifetime. */
export function Component() {
  const navigate = useNavigate()
  const { data: me } = usePrefetchedApiQuery('currentUserView', {})
  const { data: settings } = usePrefetchedQuery(authSettingsQuery)
  return (
    <>
      <div className="tab-toolbar">
        <h2 className="section-title">Auth Settings</h2>
        {me.siloAdmin && (
          <Button onClick={() => navigate(paths.siloAuthSettingsEdit())}>Edit auth settings</Button>
        )}
      </div>
      {!me.siloAdmin && <p className="tab-note">Only a silo admin can change the auth settings.</p>}
      <dl className="properties" aria-label="Auth settings">
        <Property term="Device token maximum lifetime">
          {formatLifetime(settings.deviceTokenMaxTtlSeconds)}
        </Property>
      </dl>
      <ViewRequestDisclosure request={apiRequest('authSettingsView', {})} />
      <Outlet />
    </>
  )
}
