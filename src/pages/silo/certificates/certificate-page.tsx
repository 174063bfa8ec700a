import { useNavigate } from 'react-router'
import { usePrefetchedApiQuery } from '~/api/query'
import { itemCrumbs, type RouteHandle } from '~/components/breadcrumbs'
import { DateTime } from '~/components/date-time'
import { PageHeader } from '~/components/page-header'
import { Property, TimeProperty } from '~/components/property'
import { TitledSection } from '~/components/titled-section'
import { getCertificateSelector, useCertificateSelector } from '~/hooks/selectors'
import { Button } from '~/ui/button'
import { paths } from '~/util/paths'
import { readPemCertificate } from '~/util/x509'
import { certificateNames, serviceLabel } from './certificate-values'
import { CertificateExpiry, confirmDeleteCertificate } from './certificates-page'

export const handle: RouteHandle = {
  crumbs: itemCrumbs(
    [{ label: 'Certificates', to: paths.certificates() }],
    getCertificateSelector,
    (selector) => ({ label: selector.certificate, to: paths.certificate(selector) }),
  ),
}

export function Component() {
  const navigate = useNavigate()
  const selector = useCertificateSelector()
  const { data: cert } = usePrefetchedApiQuery('certificateView', { path: selector })
  const info = readPemCertificate(cert.cert)
  return (
    <>
      <PageHeader
        title={cert.name}
        actions={
          <Button
            variant="danger"
            onClick={() => confirmDeleteCertificate(cert, () => navigate(paths.certificates()))}
          >
            Delete
          </Button>
        }
      />
      <dl className="properties" aria-label="Certificate">
        <Property term="Description">{cert.description || '—'}</Property>
        <Property term="Service">{serviceLabel[cert.service]}</Property>
        <Property term="Names" mono>
          {certificateNames(cert.cert) ?? '—'}
        </Property>
        <Property term="Valid from">{info ? <DateTime date={info.notBefore} /> : '—'}</Property>
        <Property term="Expires">
          <CertificateExpiry pem={cert.cert} />
        </Property>
        <TimeProperty date={cert.timeCreated} />
      </dl>
      <TitledSection title="Certificate (PEM)">
        <pre className="cert-pem">{cert.cert}</pre>
      </TitledSection>
    </>
  )
}
