import type { MSWHandlers } from '~/api/__generated__/msw-handlers'
import { atLeast, fleetRole, siloRole } from '../authz'
import { byNameOrId, db } from '../db'
import { forbidden, lookupNotFound } from '../errors'
import type { CertificateRow } from '../fixtures/operator'
import { paginated } from '../paginate'
import { currentUser } from '../session'
import { assertNameFree, NoContent, newResource, removeWhere } from './util'

/**
 * A silo's certificates: its admins (and fleet admins) list, add and remove
 * them; nobody else sees them (Nexus's policy gives silo viewers nothing here).
 */
const isCertificateAdmin = () => atLeast(siloRole(), 'admin') || atLeast(fleetRole(), 'admin')

const siloCertificates = () => {
  const siloId = currentUser().silo_id
  return db.certificates.filter((c) => c.silo_id === siloId)
}

/** The API's view: the row without the silo it belongs to. */
const view = ({ silo_id: _, ...cert }: CertificateRow) => cert

/** Reads of a certificate you may not see are not found, as in Nexus. */
function lookupCertificate(nameOrId: string) {
  if (!isCertificateAdmin()) throw lookupNotFound('certificate', nameOrId)
  return byNameOrId('certificate', siloCertificates(), nameOrId)
}

export const certificateHandlers = {
  certificateList({ query }) {
    if (!isCertificateAdmin()) throw forbidden()
    return paginated(query, siloCertificates().map(view))
  },

  async certificateCreate({ body }) {
    if (!isCertificateAdmin()) throw forbidden()
    assertNameFree('certificate', siloCertificates(), body.name)
    // the X.509 reader is imported when a certificate is added, so the mock loads without it
    const { checkCertificate } = await import('./cert-check')
    await checkCertificate(body.cert, body.key)
    const row: CertificateRow = {
      ...newResource(body),
      service: body.service,
      cert: body.cert,
      silo_id: currentUser().silo_id,
    }
    db.certificates.push(row)
    return view(row)
  },

  certificateView: ({ path }) => view(lookupCertificate(path.certificate)),

  certificateDelete({ path }) {
    const cert = lookupCertificate(path.certificate)
    if (!isCertificateAdmin()) throw forbidden()
    removeWhere(db.certificates, (c) => c.id === cert.id)
    return NoContent
  },
} satisfies Partial<MSWHandlers>
