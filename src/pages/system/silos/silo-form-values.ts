import type {
  FleetRole,
  SiloCreate,
  SiloIdentityMode,
  SiloQuotas,
  SiloQuotasUpdate,
  SiloRole,
} from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'
import { bytesToGiB, giBToBytes } from '~/util/units'

export const siloRoles: SiloRole[] = ['admin', 'collaborator', 'limited_collaborator', 'viewer']
export const fleetRoles: FleetRole[] = ['admin', 'collaborator', 'viewer']

/** `limited_collaborator` -> `limited collaborator` */
export const roleLabel = (role: SiloRole | FleetRole) => role.replace('_', ' ')

/** One TLS certificate of the silo's external API endpoint, as PEM text. */
export type TlsCertificateValues = { name: string; description: string; cert: string; key: string }

export const emptyTlsCertificate: TlsCertificateValues = {
  name: '',
  description: '',
  cert: '',
  key: '',
}

/** What the silo create form edits: quotas in GiB, fleet roles per silo role. */
export type SiloFormValues = {
  name: string
  description: string
  discoverable: boolean
  identityMode: SiloIdentityMode
  adminGroupName: string
  cpus: number
  memoryGiB: number
  storageGiB: number
  /** for each silo role, the fleet roles its holders also get */
  mappedFleetRoles: Record<SiloRole, FleetRole[]>
  tlsCertificates: TlsCertificateValues[]
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
  mappedFleetRoles: { admin: [], collaborator: [], limited_collaborator: [], viewer: [] },
  tlsCertificates: [],
}

/** Only silo roles that map to something, each with its fleet roles once, strongest first. */
export function toMappedFleetRoles(
  mapping: Partial<Record<SiloRole, FleetRole[]>>,
): Record<string, FleetRole[]> {
  const result: Record<string, FleetRole[]> = {}
  for (const siloRole of siloRoles) {
    const chosen = mapping[siloRole] ?? []
    const roles = fleetRoles.filter((r) => chosen.includes(r))
    if (roles.length) result[siloRole] = roles
  }
  return result
}

export function valuesToSiloCreate(v: SiloFormValues): SiloCreate {
  const adminGroupName = v.adminGroupName.trim()
  return {
    name: v.name.trim(),
    description: v.description.trim(),
    discoverable: v.discoverable,
    identityMode: v.identityMode,
    adminGroupName: adminGroupName || null,
    mappedFleetRoles: toMappedFleetRoles(v.mappedFleetRoles),
    quotas: {
      cpus: v.cpus,
      memory: giBToBytes(v.memoryGiB),
      storage: giBToBytes(v.storageGiB),
    },
    tlsCertificates: v.tlsCertificates.map((c) => ({
      name: c.name.trim(),
      description: c.description.trim(),
      cert: c.cert.trim(),
      key: c.key.trim(),
      service: 'external_api',
    })),
  }
}

/** Rows of the fleet roles tab: `silo admin -> fleet admin, viewer`, in the API's role order. */
export function fleetRoleRows(mapped: Record<string, FleetRole[]>) {
  return siloRoles
    .filter((siloRole) => (mapped[siloRole] ?? []).length > 0)
    .map((siloRole) => ({
      siloRole,
      fleetRoles: fleetRoles.filter((r) => mapped[siloRole].includes(r)),
    }))
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

export const siloCreateRequest = (v: SiloFormValues) =>
  apiRequest('siloCreate', { body: valuesToSiloCreate(v) })

export const siloQuotasUpdateRequest = (v: QuotaFormValues, silo: string) =>
  apiRequest('siloQuotasUpdate', { path: { silo }, body: valuesToQuotasUpdate(v) })
