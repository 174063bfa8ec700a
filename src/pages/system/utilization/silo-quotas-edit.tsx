import { useNavigate } from 'react-router'
import { usePrefetchedApiQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { useSiloSelector } from '~/hooks/selectors'
import { SiloQuotasForm } from '~/pages/system/silos/silo-quotas-form'
import { paths } from '~/util/paths'

export const handle: RouteHandle = { title: ({ silo }) => `Edit quotas of ${silo}` }

/** The silo quotas tab's form, opened from a silo's row on the system utilization page. */
export function Component() {
  const { silo } = useSiloSelector()
  const navigate = useNavigate()
  const { data: quotas } = usePrefetchedApiQuery('siloQuotasView', { path: { silo } })
  return (
    <SiloQuotasForm
      silo={silo}
      quotas={quotas}
      onDismiss={() => navigate(paths.systemUtilization(), { preventScrollReset: true })}
    />
  )
}
