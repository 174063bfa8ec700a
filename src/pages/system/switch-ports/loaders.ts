import type { LoaderFunctionArgs } from 'react-router'
import { allPagesQuery, apiQuery, ensure, prefetch, queryClient, startFetch } from '~/api/query'
import { urlListQuery } from '~/api/url-list-query'
import { getPortSettingsSelector, getSwitchPortSelector } from '~/hooks/selectors'
import { prefetchFleetRole } from '../use-fleet-role'

/**
 * The switch port and port settings pages' queries and loaders, imported by
 * the route table.
 */

type PortSel = ReturnType<typeof getSwitchPortSelector>

/** Every port of the rack's switches (64 on a rack): the list filters them by switch. */
export const switchPortsQuery = allPagesQuery('networkingSwitchPortList', {})
/** Every port settings object: the ports name the settings applied to them from it. */
export const portSettingsAllQuery = allPagesQuery('networkingSwitchPortSettingsList', {})
/** Every neighbor the port hears, past the first page: a port on a busy segment hears many. */
export const lldpNeighborsQuery = ({ rackId, switchSlot, port }: PortSel) =>
  allPagesQuery('networkingSwitchPortLldpNeighbors', { path: { rackId, switchSlot, port } })

/** The status and LLDP calls name a port by its name, with its rack and switch in the query. */
export const portParams = ({ rackId, switchSlot, port }: PortSel) => ({
  path: { port },
  query: { rackId, switchSlot },
})

export async function switchPortsPageLoader() {
  await Promise.all([prefetch(switchPortsQuery, portSettingsAllQuery), prefetchFleetRole()])
  return null
}

export async function switchPortPageLoader({ params }: LoaderFunctionArgs) {
  const sel = getSwitchPortSelector(params)
  const [ports] = await Promise.all([
    queryClient.ensureQueryData(switchPortsQuery),
    // the API's answer for a port the rack does not have is a 404: the not-found page
    queryClient.ensureQueryData(lldpNeighborsQuery(sel)),
    prefetch(portSettingsAllQuery),
    prefetchFleetRole(),
  ])
  const port = ports.items.find(
    (p) => p.rackId === sel.rackId && p.switchSlot === sel.switchSlot && p.portName === sel.port,
  )
  // a port without settings has no link, so no status and no LLDP configuration to ask for
  if (port?.portSettingsId) {
    await prefetch(
      apiQuery('networkingSwitchPortStatus', portParams(sel)),
      apiQuery('networkingSwitchPortLldpConfigView', portParams(sel)),
    )
  }
  return null
}

export async function portSettingsPageLoader({ request }: LoaderFunctionArgs) {
  startFetch(urlListQuery(request, 'networkingSwitchPortSettingsList', {}))
  await prefetchFleetRole()
  return null
}

export async function portSettingPageLoader({ params }: LoaderFunctionArgs) {
  const { settings } = getPortSettingsSelector(params)
  await Promise.all([
    ensure('networkingSwitchPortSettingsView', { path: { port: settings } }),
    // the page names the ports the settings are applied to, and each BGP peer's configuration
    prefetch(switchPortsQuery, bgpConfigsQuery),
    prefetchFleetRole(),
  ])
  return null
}

/** The create form picks address lots and BGP configs from every one of them. */
export const addressLotsQuery = allPagesQuery('networkingAddressLotList', {})
export const bgpConfigsQuery = allPagesQuery('networkingBgpConfigList', {})

export async function portSettingsCreateFormLoader() {
  await prefetch(addressLotsQuery, bgpConfigsQuery)
  return null
}

/** The LLDP form edits what the port's link has: none (no settings applied) is the not-found page. */
export async function switchPortLldpFormLoader({ params }: LoaderFunctionArgs) {
  await ensure('networkingSwitchPortLldpConfigView', portParams(getSwitchPortSelector(params)))
  return null
}
