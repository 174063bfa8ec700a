import { SectionLayout } from '~/components/section-layout'
import { paths } from '~/util/paths'
import { useCurrentUser } from './current-user'

export function Component() {
  // the silo's name and the Certificates link come with the user
  const me = useCurrentUser()
  return (
    <SectionLayout
      label="Silo"
      heading={me ? `Silo ${me.siloName}` : 'Silo'}
      items={[
        { label: 'Projects', to: paths.projects() },
        { label: 'Images', to: paths.siloImages() },
        { label: 'Utilization', to: paths.siloUtilization() },
        { label: 'Access', to: paths.siloAccess() },
        // a silo's certificates are its admins' business (viewers get a 403)
        ...(me?.siloAdmin ? [{ label: 'Certificates', to: paths.certificates() }] : []),
      ]}
    />
  )
}
