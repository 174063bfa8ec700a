import { usePrefetchedApiQuery } from '~/api/query'
import { SectionLayout } from '~/components/section-layout'
import { paths } from '~/util/paths'

export function Component() {
  const { data: me } = usePrefetchedApiQuery('currentUserView', {})
  return (
    <SectionLayout
      label="Silo"
      heading={`Silo ${me.siloName}`}
      items={[
        { label: 'Projects', to: paths.projects() },
        { label: 'Images', to: paths.siloImages() },
        { label: 'Utilization', to: paths.siloUtilization() },
        { label: 'Access', to: paths.siloAccess() },
        // a silo's certificates are its admins' business (viewers get a 403)
        ...(me.siloAdmin ? [{ label: 'Certificates', to: paths.certificates() }] : []),
      ]}
    />
  )
}
