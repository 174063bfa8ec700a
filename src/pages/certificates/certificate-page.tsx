import { useNavigate } from 'react-router'
import { usePrefetchedApiQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { DateTime } from '~/components/date-time'
import { PageHeader } from '~/components/page-header'
import { getCertificateSelector, useCertificateSelector } from '~/hooks/selectors'
import { Button } from '~/ui/button'
import { paths } from '~/util/paths'
import { readPemCertificate } from '~/util/x509'
import { certificateNames, serviceLabel } from './certificate-values'
import { CertificateExpiry, confirmDeleteCertificate } from './certificates-page'

export const handle: RouteHandle = {
  crumbs: (params) => {
    const selector = getCertificateSelector(params)
    return [
      { label: 'Certificates', to: paths.certificates() },
      { label: selector.certificate, to: paths.certificate(selector) },
    ]
  },
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
        <dt>Description</dt>
        <dd>{cert.description || '—'}</dd>
        <dt>Service</dt>
        <dd>{serviceLabel[cert.service]}</dd>
        <dt>Names</dt>
        <dd className="mono">{certificateNames(cert.cert) ?? '—'}</dd>
        <dt>Valid from</dt>
        <dd>{info ? <DateTime date={info.notBefore} /> : '—'}</dd>
        <dt>Expires</dt>
        <dd>
          <CertificateExpiry pem={cert.cert} />
        </dd>
        <dt>Created</dt>
        <dd>
          <DateTime date={cert.timeCreated} />
        </dd>
      </dl>
      <section aria-labelledby="cert-pem-title">
        <div className="section-header">
          <h2 className="section-title" id="cert-pem-title">
            Certificate (PEM)
          </h2>
        </div>
        <pre className="cert-pem">{cert.cert}</pre>
      </section>
    </>
  )
}
