import { Fragment, type ReactNode } from 'react'
import { Link } from 'react-router'
import { PAGE_SIZE, usePrefetchedApiQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { PageHeader } from '~/components/page-header'
import { Property } from '~/components/property'
import { RouteTabs } from '~/components/route-tabs'
import { paths } from '~/util/paths'
import { partRevision } from './hardware'
import { RackPictures } from './rack-picture'

export const handle: RouteHandle = {
  crumbs: () => [{ label: 'Inventory', to: paths.systemInventory() }],
}

const page = { query: { limit: PAGE_SIZE } }

/** The rack's hardware: racks and switches, the rack drawn with its sleds, sleds and physical disks as route tabs. */
export function Component() {
  const { data: racks } = usePrefetchedApiQuery('rackList', page)
  const { data: switches } = usePrefetchedApiQuery('switchList', page)
  return (
    <>
      <PageHeader title="Inventory" />
      <dl className="properties" aria-label="Racks and switches">
        <Property term={racks.items.length === 1 ? 'Rack' : 'Racks'} mono>
          {racks.items.length ? (
            <LinkList>
              {racks.items.map((r) => (
                <Link key={r.id} to={paths.systemRack({ rackId: r.id })}>
                  {r.id}
                </Link>
              ))}
            </LinkList>
          ) : (
            'None'
          )}
        </Property>
        <Property term="Switches">
          {switches.items.length ? (
            <LinkList>
              {switches.items.map((s) => (
                <Link key={s.id} to={paths.systemSwitch({ switchId: s.id })}>
                  {`${s.baseboard.serial} (${partRevision(s.baseboard)})`}
                </Link>
              ))}
            </LinkList>
          ) : (
            'None'
          )}
        </Property>
      </dl>
      <RackPictures />
      <RouteTabs
        label="Inventory tabs"
        tabs={[
          { label: 'Sleds', to: paths.systemSleds() },
          { label: 'Disks', to: paths.systemDisks() },
          { label: 'Uninitialized sleds', to: paths.systemUninitializedSleds() },
          { label: 'Disk adoption', to: paths.systemDiskAdoption() },
        ]}
      />
    </>
  )
}

/** Links one after the other, comma-separated as the text they replace. */
function LinkList({ children }: { children: ReactNode[] }) {
  return children.map((child, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the links keep their order
    <Fragment key={i}>
      {i > 0 && ', '}
      {child}
    </Fragment>
  ))
}
