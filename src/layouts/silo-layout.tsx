import { usePrefetchedApiQuery } from '~/api/query'
import { SectionLayout } from '~/components/section-layout'
import { siloNavItems } from './nav-items'

export function Component() {
  const { data: me } = usePrefetchedApiQuery('currentUserView', {})
  return (
    <SectionLayout
      label="Silo"
      heading={`Silo ${me.siloName}`}
      items={siloNavItems({ siloAdmin: me.siloAdmin })}
    />
  )
}
