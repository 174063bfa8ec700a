import type {
  FleetRole,
  SiloCreate,
  SiloIdentityMode,
  SiloQuotas,
  SiloQuotasUpdate,
} from '~/api/__generated__/Api'
import { bytesToGiB, giBToBytes } from '~/util/units'

/** What the silo create form edits: quotas in GiB, fleet-role mapping as two choices. */
export type SiloFormValues = {
  name: string
  description: string
  discoverable: boolean
  identityMode: SiloIdentityMode
  adminGroupName: string
  cpus: number
  memoryGiB: number
  storageGiB: number
  /** silo admins also get fleet admin */
  siloAdminGetsFleetAdmin: boolean
  /** silo viewers also get fleet viewer */
  siloViewerGetsFleetViewer: boolean
}

export const emptySilo: SiloFormValues = {
  name: '',
  description: '',
  discoverable: true,
  identityMode: 'saml_jit',
  adminGroupName: '',
  cpus: 0,
  memoryGiB: 0,
  storageGiB: 0,
  siloAdminGetsFleetAdmin: false,
  siloViewerGetsFleetViewer: false,
}

export function valuesToSiloCreate(v: SiloFormValues): SiloCreate {
  const mappedFleetRoles: Record<string, FleetRole[]> = {}
  if (v.siloAdminGetsFleetAdmin) mappedFleetRoles.admin = ['admin']
  if (v.siloViewerGetsFleetViewer) mappedFleetRoles.viewer = ['viewer']
  const adminGroupName = v.adminGroupName.trim()
  return {
    name: v.name.trim(),
    description: v.description.trim(),
    discoverable: v.discoverable,
    identityMode: v.identityMode,
    adminGroupName: adminGroupName || null,
    mappedFleetRoles,
    quotas: {
      cpus: v.cpus,
      memory: giBToBytes(v.memoryGiB),
      storage: giBToBytes(v.storageGiB),
    },
    tlsCertificates: [],
  }
}

/** The quotas form edits CPUs and GiB. */
export type QuotaFormValues = { cpus: number; memoryGiB: number; storageGiB: number }

export const quotasToValues = (q: SiloQuotas): QuotaFormValues => ({
  cpus: q.cpus,
  memoryGiB: bytesToGiB(q.memory),
  storageGiB: bytesToGiB(q.storage),
})

export const valuesToQuotasUpdate = (v: QuotaFormValues): SiloQuotasUpdate => ({
  cpus: v.cpus,
  memory: giBToBytes(v.memoryGiB),
  storage: giBToBytes(v.storageGiB),
})

export const identityModeLabel = (mode: SiloIdentityMode) =>
  mode === 'saml_jit' ? 'SAML JIT' : 'Local only'
