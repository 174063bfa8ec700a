import { Fragment, type ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { usePrefetchedApiQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { DateTime } from '~/components/date-time'
import { useSiloIdpSelector } from '~/hooks/selectors'
import { Button } from '~/ui/button'
import { SideModal } from '~/ui/side-modal'
import { paths } from '~/util/paths'

export const handle: RouteHandle = { title: (p) => p.provider ?? '' }

/** `/system/silos/{silo}/idps/saml/{provider}`: what the API keeps of a SAML provider. */
export function Component() {
  const { silo, provider } = useSiloIdpSelector()
  const navigate = useNavigate()
  const { data: idp } = usePrefetchedApiQuery('samlIdentityProviderView', {
    path: { provider },
    query: { silo },
  })
  const dismiss = () => navigate(paths.systemSilo({ silo }))
  const fields: [string, ReactNode][] = [
    ['Name', idp.name],
    ['Description', idp.description || '—'],
    ['IdP entity ID', idp.idpEntityId],
    ['SP client ID', idp.spClientId],
    ['ACS URL', idp.acsUrl],
    ['SLO URL', idp.sloUrl],
    ['Technical contact email', idp.technicalContactEmail],
    ['Group attribute name', idp.groupAttributeName || '—'],
    ['Created', <DateTime key="created" date={idp.timeCreated} />],
  ]
  return (
    <SideModal
      title={`Identity provider ${idp.name}`}
      onDismiss={dismiss}
      footer={
        <Button variant="secondary" onClick={dismiss}>
          Close
        </Button>
      }
    >
      <dl className="properties idp-properties" aria-label="Identity provider">
        {fields.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
        <dt>Signing certificate</dt>
        <dd>
          {idp.publicCert ? (
            <code className="idp-cert">{idp.publicCert}</code>
          ) : (
            'None: requests to the provider are not signed'
          )}
        </dd>
      </dl>
    </SideModal>
  )
}
