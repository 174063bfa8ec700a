import { Link } from 'react-router'
import type { Certificate } from '~/api/__generated__/Api'
import { mutate } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { resourceColumns } from '~/components/columns'
import { DateTime } from '~/components/date-time'
import { ListPage } from '~/components/list-page'
import { columnHelper } from '~/components/table-features'
import { confirmAction } from '~/ui/confirm'
import { paths } from '~/util/paths'
import { readPemCertificate } from '~/util/x509'
import { serviceLabel } from './certificate-values'

export const handle: RouteHandle = {
  crumbs: () => [{ label: 'Certificates', to: paths.certificates() }],
}

export function confirmDeleteCertificate(cert: Certificate, onDeleted?: () => void) {
  confirmAction({
    title: 'Delete certificate',
    body: (
      <>
        Delete certificate <strong>{cert.name}</strong>? The silo’s endpoint stops presenting it.
      </>
    ),
    confirmLabel: 'Delete',
    errorTitle: 'Could not delete certificate',
    action: async () => {
      await mutate(
        'certificateDelete',
        { path: { certificate: cert.name } },
        {
          invalidates: ['certificateList'],
          toast: { title: 'Certificate deleted', content: cert.name },
        },
      )
      onDeleted?.()
    },
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

const col = columnHelper<Certificate>()
const columns = resourceColumns<Certificate>(
  (c) => paths.certificate({ certificate: c.name }),
  (c) => [{ label: 'Delete', destructive: true, onSelect: () => confirmDeleteCertificate(c) }],
  [
    col.display({
      id: 'service',
      header: 'Service',
      cell: ({ row }) => serviceLabel[row.original.service],
    }),
    col.display({
      id: 'expires',
      header: 'Expires',
      cell: ({ row }) => <CertificateExpiry pem={row.original.cert} />,
    }),
  ],
)

/** The silo's TLS certificates: silo admins only (the nav shows the page to them alone). */
export function Component() {
  const newLink = (
    <Link className="btn btn-primary btn-md" to={paths.certificatesNew()}>
      New certificate
    </Link>
  )
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
