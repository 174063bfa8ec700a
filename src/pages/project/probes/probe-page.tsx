import { useNavigate } from 'react-router'
import { apiRequest } from '~/api/client'
import { usePrefetchedApiQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { PageHeader } from '~/components/page-header'
import { IdProperty, Property } from '~/components/property'
import { ViewRequestDisclosure } from '~/components/request-disclosure'
import { TitledSection } from '~/components/titled-section'
import { getProbeSelector, useProbeSelector } from '~/hooks/selectors'
import { Button } from '~/ui/button'
import { paths } from '~/util/paths'
import { confirmDeleteProbe } from './probe-delete'
import { externalIpText, privateIpText } from './probe-text'

export const handle: RouteHandle = {
  crumbs: (params) => {
    const selector = getProbeSelector(params)
    return [
      { label: 'Probes', to: paths.probes(selector) },
      { label: selector.probe, to: paths.probe(selector) },
    ]
  },
}

/** One probe: its sled, its interface in the project's default subnet and its external address. */
export function Component() {
  const navigate = useNavigate()
  const { project, probe } = useProbeSelector()
  const params = { path: { probe }, query: { project } }
  const { data } = usePrefetchedApiQuery('probeView', params)
  const nic = data.interface
  return (
    <>
      <PageHeader
        title={data.name}
        actions={
          <Button
            variant="danger"
            onClick={() =>
              confirmDeleteProbe(project, data.name, () => navigate(paths.probes({ project })))
            }
          >
            Delete
          </Button>
        }
      />
      <dl className="properties">
        <IdProperty id={data.id} />
        <Property term="Sled" mono>
          {data.sled}
        </Property>
        <Property term="External IP" mono>
          {externalIpText(data.externalIps)}
        </Property>
      </dl>
      <TitledSection title="Interface">
        <dl className="properties">
          <Property term="Name">{nic.name}</Property>
          <Property term="Private IP" mono>
            {privateIpText(nic)}
          </Property>
          <Property term="MAC address" mono>
            {nic.mac}
          </Property>
          <Property term="VNI" mono>
            {nic.vni}
          </Property>
          <Property term="Slot">{nic.slot}</Property>
          <Property term="Primary">{nic.primary ? 'Yes' : 'No'}</Property>
        </dl>
      </TitledSection>
      <ViewRequestDisclosure request={apiRequest('probeView', params)} />
    </>
  )
}
