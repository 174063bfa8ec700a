import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { apiRequest } from '~/api/client'
import { apiQuery, cachedApiData, usePrefetchedApiQuery } from '~/api/query'
import { itemCrumbs, type RouteHandle } from '~/components/breadcrumbs'
import { PageHeader } from '~/components/page-header'
import { IdProperty, Property, TimeProperty } from '~/components/property'
import { ViewRequestDisclosure } from '~/components/request-disclosure'
import { getPhysicalDiskSelector, usePhysicalDiskSelector } from '~/hooks/selectors'
import { paths } from '~/util/paths'
import { formFactorLabel, sledLabel } from './hardware'
import { DiskPolicyBadge, PolicyAndState } from './hardware-badges'

export const handle: RouteHandle = {
  crumbs: itemCrumbs(
    [
      { label: 'Inventory', to: paths.systemInventory() },
      { label: 'Disks', to: paths.systemDisks() },
    ],
    getPhysicalDiskSelector,
    // the serial once the disk is loaded (the loader made sure it is)
    (path) => ({
      label: `Disk ${cachedApiData('physicalDiskView', { path })?.serial ?? path.diskId}`,
      to: paths.systemPhysicalDisk(path),
    }),
  ),
}

/** The sled a disk sits in, by its serial once read (its id until then). */
function SledLink({ sledId }: { sledId: string }) {
  const { data: sled } = useQuery(apiQuery('sledView', { path: { sledId } }))
  return <Link to={paths.systemSledDisks({ sledId })}>{sled ? sledLabel(sled) : sledId}</Link>
}

/** One physical disk of a sled: what it is, whether it is in service, and its sled. */
export function Component() {
  const path = usePhysicalDiskSelector()
  const { data: disk } = usePrefetchedApiQuery('physicalDiskView', { path })
  return (
    <>
      <PageHeader title={`Disk ${disk.serial}`} />
      <dl className="properties" aria-label="Disk properties">
        <Property term="Serial" mono>
          {disk.serial}
        </Property>
        <Property term="Model" mono>
          {disk.model}
        </Property>
        <Property term="Vendor" mono>
          {disk.vendor}
        </Property>
        <Property term="Form factor">{formFactorLabel[disk.formFactor]}</Property>
        <PolicyAndState term="Policy" policy={<DiskPolicyBadge disk={disk} />} state={disk.state} />
        <Property term="Sled">{disk.sledId ? <SledLink sledId={disk.sledId} /> : '—'}</Property>
        <TimeProperty term="Added" date={disk.timeCreated} />
        <TimeProperty term="Modified" date={disk.timeModified} />
        <IdProperty id={disk.id} />
      </dl>
      <ViewRequestDisclosure request={apiRequest('physicalDiskView', { path })} />
    </>
  )
}
