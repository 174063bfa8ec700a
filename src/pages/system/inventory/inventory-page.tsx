import { PAGE_SIZE, usePrefetchedApiQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { PageHeader } from '~/components/page-header'
import { Property } from '~/components/property'
import { RouteTabs } from '~/components/route-tabs'
import { paths } from '~/util/paths'

export const handle: RouteHandle = {
  crumbs: () => [{ label: 'Inventory', to: paths.systemInventory() }],
}

const page = { query: { limit: PAGE_SIZE } }

/** The rack's hardware: racks and switches at a glance, sleds and physical disks as route tabs. */
export function Component() {
  const { data: racks } = usePrefetchedApiQuery('rackList', page)
  const { data: switches } = usePrefetchedApiQuery('switchList', page)
  return (
    <>
      <PageHeader title="Inventory" />
      <dl className="properties" aria-label="Racks and switches">
        <Property term={racks.items.length === 1 ? 'Rack' : 'Racks'} mono>
          {racks.items.length ? racks.items.map((r) => r.id).join(', ') : 'None'}
        </Property>
        <Property term="Switches">
          {switches.items.length
            ? switches.items
                .map(
                  (s) => `${s.baseboard.serial} (${s.baseboard.part} rev ${s.baseboard.revision})`,
                )
                .join(', ')
            : 'None'}
        </Property>
      </dl>
      <RouteTabs
        label="Inventory tabs"
        tabs={[
          { label: 'Sleds', to: paths.systemSleds() },
          { label: 'Disks', to: paths.systemDisks() },
        ]}
      />
    </>
  )
}
