import type { Certificate } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'
import type { RouteHandle } from '~/components/breadcrumbs'
import { resourceColumns, valueColumn } from '~/components/columns'
import { confirmDelete } from '~/components/confirm-delete'
import { DateTime } from '~/components/date-time'
import { ListPage } from '~/components/list-page'
import { LinkButton } from '~/ui/link-button'
import { paths } from '~/util/paths'
import { readPemCertificate } from '~/util/x509'
import { serviceLabel } from './certificate-values'

export const handle: RouteHandle = {
  crumbs: () => [{ label: 'Certificates', to: paths.certificates() }],
}

export function confirmDeleteCertificate(cert: Certificate, onDeleted?: () => void) {
  confirmDelete({
    noun: 'certificate',
    name: cert.name,
    consequence: '? The silo’s endpoint stops presenting it.',
    request: apiRequest('certificateDelete', { path: { certificate: cert.name } }),
    invalidates: ['certificateList'],
    onDeleted,
  })
}

/** The expiry read from the certificate itself (the API returns its PEM, not its dates). */
export function CertificateExpiry({ pem }: { pem: string }) {
  const info = readPemCertificate(pem)
  if (!info) return <span className="cell-secondary">Unreadable</span>
  const expired = info.notAfter < new Date()
  return (
    <>
      <DateTime date={info.notAfter} />
      {expired && <span className="badge badge-red cert-expired">expired</span>}
    </>
  )
}

const columns = resourceColumns<Certificate>(
  (c) => paths.certificate({ certificate: c.name }),
  (c) => [{ label: 'Delete', destructive: true, onSelect: () => confirmDeleteCertificate(c) }],
  [
    valueColumn<Certificate>('service', 'Service', (r) => serviceLabel[r.service]),
    valueColumn<Certificate>('expires', 'Expires', (r) => <CertificateExpiry pem={r.cert} />),
  ],
)

/** The silo's TLS certificates: silo admins only (the nav shows the page to them alone). */
export function Component() {
  const newLink = <LinkButton to={paths.certificatesNew()}>New certificate</LinkButton>
  return (
    <ListPage
      title="Certificates"
      actions={newLink}
      operationId="certificateList"
      params={{}}
      columns={columns}
      empty={{
        title: 'No certificates',
        body: 'A certificate and its key let the silo’s console and API endpoint serve HTTPS under its own name.',
      }}
    />
  )
}
