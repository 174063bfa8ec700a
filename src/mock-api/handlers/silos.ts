import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { requireFleetRole } from '../authz'
import { db, lookup } from '../db'
import { alreadyExists, badRequest, lookupNotFound } from '../errors'
import { paginated } from '../paginate'
import { fleetList } from './fleet-scope'
import { policyOf, setPolicy } from './policies'
import { NoContent, newId, newResource, now, removeWhere } from './util'

type Silo = Json<Api.Silo>

/** System silo endpoints: fleet viewers read, fleet admins write. */
function readSilo(silo: string) {
  requireFleetRole('viewer')
  return lookup.silo({ silo })
}

function writeSilo(silo: string) {
  requireFleetRole('admin')
  return lookup.silo({ silo })
}

/**
 * Nexus parses each TLS certificate and key of a new silo and refuses the silo
 * if one fails; the PEM reader is imported only for a silo that has some.
 */
async function checkTlsCertificates(certs: Json<Api.CertificateCreate>[]) {
  if (certs.length === 0) return
  const { isPemCertChain, isPemPrivateKey } = await import('~/util/pem')
  const names = new Set<string>()
  for (const cert of certs) {
    if (names.has(cert.name)) throw badRequest(`duplicate certificate name "${cert.name}"`)
    names.add(cert.name)
    if (!isPemCertChain(cert.cert)) {
      throw badRequest(`invalid certificate "${cert.name}": failed to parse certificate chain`)
    }
    if (!isPemPrivateKey(cert.key)) {
      throw badRequest(`invalid certificate "${cert.name}": failed to parse private key`)
    }
  }
}

const isBase64 = (s: string) =>
  s.length > 0 && s.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(s)

function isHttpUrl(s: string) {
  try {
    return ['http:', 'https:'].includes(new URL(s).protocol)
  } catch {
    return false
  }
}

async function createSilo(body: Json<Api.SiloCreate>): Promise<Silo> {
  requireFleetRole('admin')
  if (db.silos.some((s) => s.name === body.name)) throw alreadyExists('silo', body.name)
  await checkTlsCertificates(body.tls_certificates)
  const silo: Silo = {
    ...newResource(body),
    discoverable: body.discoverable,
    identity_mode: body.identity_mode,
    admin_group_name: body.admin_group_name ?? null,
    mapped_fleet_roles: body.mapped_fleet_roles ?? {},
  }
  db.silos.push(silo)
  db.siloQuotas.push({ silo_id: silo.id, ...body.quotas })
  // the admin group, when named, exists from the start and administers the silo
  if (body.admin_group_name) {
    const group = { id: newId(), display_name: body.admin_group_name, silo_id: silo.id }
    db.groups.push({ ...group, time_created: silo.time_created, time_modified: silo.time_created })
    db.roleAssignments.push({
      resource_type: 'silo',
      resource_id: silo.id,
      identity_id: group.id,
      identity_type: 'silo_group',
      role_name: 'admin',
    })
  }
  return silo
}

function deleteSilo(silo: Silo) {
  const project = db.projects.find((p) => db.projectSilos[p.id] === silo.id)
  if (project) throw badRequest(`silo to be deleted contains a project: ${project.name}`)
  const userIds = db.users.filter((u) => u.silo_id === silo.id).map((u) => u.id)
  const groupIds = db.groups.filter((g) => g.silo_id === silo.id).map((g) => g.id)
  const identities = [...userIds, ...groupIds]
  removeWhere(
    db.roleAssignments,
    (r) => r.resource_id === silo.id || identities.includes(r.identity_id),
  )
  removeWhere(
    db.groupMembers,
    (m) => identities.includes(m.user_id) || identities.includes(m.group_id),
  )
  removeWhere(db.localCredentials, (c) => userIds.includes(c.user_id))
  removeWhere(db.sshKeys, (k) => userIds.includes(k.silo_user_id))
  removeWhere(db.users, (u) => u.silo_id === silo.id)
  removeWhere(db.groups, (g) => g.silo_id === silo.id)
  removeWhere(db.ipPoolSilos, (l) => l.silo_id === silo.id)
  removeWhere(db.subnetPoolSilos, (l) => l.silo_id === silo.id)
  removeWhere(db.siloQuotas, (q) => q.silo_id === silo.id)
  removeWhere(db.samlIdentityProviders, (p) => p.silo_id === silo.id)
  removeWhere(db.silos, (s) => s.id === silo.id)
}

/** The silo's pools, as a silo sees them (with its default flag). */
export function siloIpPools(siloId: string): Json<Api.SiloIpPool>[] {
  return db.ipPoolSilos
    .filter((l) => l.silo_id === siloId)
    .flatMap((l) => {
      const pool = db.ipPools.find((p) => p.id === l.ip_pool_id)
      if (!pool) return []
      const { assignment: _, ...rest } = pool
      return [{ ...rest, is_default: l.is_default }]
    })
}

function siloQuotas(siloId: string) {
  const quotas = db.siloQuotas.find((q) => q.silo_id === siloId)
  if (!quotas) throw lookupNotFound('silo-quotas', siloId)
  return quotas
}

function localSilo(silo?: string) {
  const found = lookup.silo({ silo })
  if (found.identity_mode !== 'local_only') {
    throw badRequest(
      `silo "${found.name}" does not use local users (identity mode ${found.identity_mode})`,
    )
  }
  return found
}

export const siloHandlers = {
  siloList: fleetList(() => db.silos),
  siloCreate: ({ body }) => createSilo(body),
  siloView: ({ path }) => readSilo(path.silo),
  siloDelete({ path }) {
    deleteSilo(writeSilo(path.silo))
    return NoContent
  },
  siloIpPoolList({ path, query }) {
    const silo = readSilo(path.silo)
    return paginated(query, siloIpPools(silo.id))
  },
  siloPolicyView({ path }) {
    const silo = readSilo(path.silo)
    return policyOf('silo', silo.id) as Json<Api.SiloRolePolicy>
  },
  siloPolicyUpdate({ path, body }) {
    const silo = writeSilo(path.silo)
    return setPolicy('silo', silo.id, body.role_assignments, silo.id) as Json<Api.SiloRolePolicy>
  },
  siloQuotasView: ({ path }) => siloQuotas(readSilo(path.silo).id),
  siloQuotasUpdate({ path, body }) {
    const quotas = siloQuotas(writeSilo(path.silo).id)
    for (const key of ['cpus', 'memory', 'storage'] as const) {
      const value = body[key]
      if (value !== undefined && value !== null) {
        if (value < 0) throw badRequest(`${key} quota must not be negative`)
        quotas[key] = value
      }
    }
    return quotas
  },
  systemQuotasList({ query }) {
    requireFleetRole('viewer')
    return paginated(query, db.siloQuotas, (q) => q.silo_id)
  },
  siloUserList({ query }) {
    const silo = readSilo(query.silo ?? '')
    return paginated(
      query,
      db.users.filter((u) => u.silo_id === silo.id),
    )
  },
  siloUserView({ path, query }) {
    const silo = readSilo(query.silo ?? '')
    const user = db.users.find((u) => u.id === path.userId && u.silo_id === silo.id)
    if (!user) throw lookupNotFound('silo-user', path.userId)
    return user
  },
  siloIdentityProviderList({ query }) {
    const silo = readSilo(query.silo ?? '')
    const providers = db.samlIdentityProviders
      .filter((p) => p.silo_id === silo.id)
      .map(({ provider: { id, name, description, time_created, time_modified } }) => ({
        id,
        name,
        description,
        time_created,
        time_modified,
        provider_type: 'saml' as const,
      }))
    return paginated(query, providers)
  },
  samlIdentityProviderCreate({ query, body }) {
    const silo = writeSilo(query.silo ?? '')
    const taken = db.samlIdentityProviders.some(
      (p) => p.silo_id === silo.id && p.provider.name === body.name,
    )
    if (taken) throw alreadyExists('identity-provider', body.name)
    const { idp_metadata_source: source, signing_keypair: keypair, ...fields } = body
    // Nexus fetches or decodes the metadata; the mock checks that it could
    if (source.type === 'url' && !isHttpUrl(source.url)) {
      throw badRequest(`invalid metadata URL: ${source.url}`)
    }
    if (source.type === 'base64_encoded_xml' && !isBase64(source.data)) {
      throw badRequest('idp_metadata_source: data is not valid base64')
    }
    if (keypair && !(isBase64(keypair.public_cert) && isBase64(keypair.private_key))) {
      throw badRequest('signing_keypair: expected base64-encoded DER')
    }
    const provider = {
      id: newId(),
      ...fields,
      group_attribute_name: fields.group_attribute_name ?? null,
      public_cert: keypair?.public_cert ?? null,
      time_created: now(),
      time_modified: now(),
    }
    db.samlIdentityProviders.push({ silo_id: silo.id, provider })
    return provider
  },
  samlIdentityProviderView({ path, query }) {
    const silo = readSilo(query.silo ?? '')
    const row = db.samlIdentityProviders.find(
      (p) =>
        p.silo_id === silo.id &&
        (p.provider.name === path.provider || p.provider.id === path.provider),
    )
    if (!row) throw lookupNotFound('saml-identity-provider', path.provider)
    return row.provider
  },
  localIdpUserCreate({ query, body }) {
    requireFleetRole('admin')
    const silo = localSilo(query.silo)
    const siloUserIds = db.users.filter((u) => u.silo_id === silo.id).map((u) => u.id)
    const taken = db.localCredentials.some(
      (c) => c.username === body.external_id && siloUserIds.includes(c.user_id),
    )
    if (taken) throw alreadyExists('silo-user', body.external_id)
    const user = {
      id: newId(),
      display_name: body.external_id,
      silo_id: silo.id,
      time_created: now(),
      time_modified: now(),
    }
    db.users.push(user)
    const password = body.password.mode === 'password' ? body.password.value : ''
    db.localCredentials.push({ user_id: user.id, username: body.external_id, password })
    return user
  },
  localIdpUserDelete({ path, query }) {
    requireFleetRole('admin')
    const silo = localSilo(query.silo)
    const user = db.users.find((u) => u.id === path.userId && u.silo_id === silo.id)
    if (!user) throw lookupNotFound('silo-user', path.userId)
    removeWhere(db.users, (u) => u.id === user.id)
    removeWhere(db.localCredentials, (c) => c.user_id === user.id)
    removeWhere(db.groupMembers, (m) => m.user_id === user.id)
    removeWhere(db.roleAssignments, (r) => r.identity_id === user.id)
    return NoContent
  },
  localIdpUserSetPassword({ path, query, body }) {
    requireFleetRole('admin')
    const silo = localSilo(query.silo)
    const cred = db.localCredentials.find((c) => c.user_id === path.userId)
    const user = db.users.find((u) => u.id === path.userId && u.silo_id === silo.id)
    if (!user || !cred) throw lookupNotFound('silo-user', path.userId)
    // login_disallowed: no password matches
    cred.password = body.mode === 'password' ? body.value : ''
    return NoContent
  },
} satisfies Partial<MSWHandlers>
