import coerce from 'semver/functions/coerce'
import lt from 'semver/functions/lt'
import parse from 'semver/functions/parse'
import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { requireFleetRole } from '../authz'
import { db } from '../db'
import { badRequest, errorResponse, notFound } from '../errors'
import { paginated } from '../paginate'
import { asFleetViewer } from './fleet-scope'
import { NoContent, newId, now, removeWhere } from './util'

type TufRepo = Json<Api.TufRepo>

/**
 * The mock cannot unpack a repository's signed TUF metadata, where Nexus reads
 * the system version: it reads it from the file name instead (`oxide-17.0.0.zip`).
 */
function versionOf(fileName: string): string {
  const name = fileName.replace(/\.zip$/i, '')
  const version = coerce(name, { includePrerelease: true })
  // coerce would read `oxide-17.zip` as 17.0.0: the name must hold all three numbers
  if (!version || !name.includes(version.raw)) {
    throw badRequest(
      `cannot tell the system version of "${fileName}": the mock reads it from the file name, e.g. oxide-17.0.0.zip`,
    )
  }
  return version.raw
}

/** A string key in semver order, for the page token: numbers padded, a pre-release before its release. */
function versionKey(version: string): string {
  const v = parse(version)
  if (!v) return version
  const num = (n: number) => String(n).padStart(10, '0')
  const pre = v.prerelease.length ? `0${v.prerelease.join('.')}` : '1'
  return `${num(v.major)}.${num(v.minor)}.${num(v.patch)}.${pre}`
}

/** A repository is a zip archive: local file header or empty-archive signature. */
function isZip(bytes: Uint8Array) {
  const sig = [...bytes.slice(0, 4)].map((b) => b.toString(16).padStart(2, '0')).join('')
  return sig === '504b0304' || sig === '504b0506'
}

async function sha256(bytes: ArrayBuffer) {
  const digest = await crypto.subtle.digest('SHA-256', bytes)
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

function lookupRepo(version: string) {
  const repo = db.tufRepos.find((r) => r.system_version === version)
  if (!repo) throw notFound(`tuf-repo with system version "${version}"`)
  return repo
}

/** A trust root is a TUF root role: `{ "signed": { "_type": "root", ... }, "signatures": [...] }`. */
type RootRole = Json<Api.UpdatesTrustRoot>['root_role']

function isRootRole(body: unknown): body is RootRole {
  if (!body || typeof body !== 'object') return false
  const signed = (body as { signed?: { _type?: unknown } }).signed
  return !!signed && typeof signed === 'object' && signed._type === 'root'
}

function parsedOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

function lookupTrustRoot(id: string) {
  const root = db.trustRoots.find((r) => r.id === id)
  if (!root) throw notFound(`updates-trust-root with id "${id}"`)
  return root
}

/** Update repositories and trust roots: fleet viewers read, fleet admins change. */
export const updateRepoHandlers = {
  systemUpdateRepositoryList({ query }) {
    requireFleetRole('viewer')
    // newest first when asked; the version is the page token's sort key
    const sortBy = query.sortBy === 'version_descending' ? 'name_descending' : undefined
    return paginated({ ...query, sortBy }, db.tufRepos, (r) => versionKey(r.system_version))
  },

  systemUpdateRepositoryView: ({ path }) => asFleetViewer(() => lookupRepo(path.systemVersion)),

  /**
   * The body is the zip itself (application/octet-stream). The same file again
   * is `already_exists`; another file of a version already uploaded is refused.
   */
  async systemUpdateRepositoryUpload({ query, req }) {
    requireFleetRole('admin')
    const buffer = await req.arrayBuffer()
    const bytes = new Uint8Array(buffer)
    if (bytes.length === 0) throw badRequest('the repository upload is empty')
    if (!isZip(bytes)) throw badRequest('the repository upload is not a zip archive')
    const version = versionOf(query.fileName)
    const hash = await sha256(buffer)
    const existing = db.tufRepos.find((r) => r.system_version === version)
    if (existing) {
      if (existing.hash !== hash) {
        throw errorResponse(
          409,
          'Conflict',
          `a repository for system version ${version} was already uploaded with another hash (${existing.hash})`,
        )
      }
      return { repo: existing, status: 'already_exists' as const }
    }
    const repo: TufRepo = {
      system_version: version,
      file_name: query.fileName,
      hash,
      time_created: now(),
    }
    db.tufRepos.push(repo)
    return { repo, status: 'inserted' as const }
  },

  systemUpdateStatus() {
    requireFleetRole('viewer')
    const version = db.targetRelease?.version ?? '16.0.0'
    return {
      target_release: db.targetRelease,
      components_by_release_version: { [version]: 42 },
      contact_support: false,
      suspended: false,
      time_last_step_planned: db.targetRelease?.time_requested ?? now(),
    }
  },

  /** The target must be an uploaded repository's version, and no older than the current one. */
  targetReleaseUpdate({ body }) {
    requireFleetRole('admin')
    const version = lookupRepo(body.system_version).system_version
    const current = db.targetRelease?.version
    if (current && lt(version, current)) {
      throw badRequest(
        `requested target release (${version}) must not be older than current target release (${current})`,
      )
    }
    db.targetRelease = { version, time_requested: now() }
    return NoContent
  },

  /**
   * After a MUPdate (the rack's software written by hand, outside the update
   * system), the operator names the release it was recovered to: it becomes
   * the target release, whatever the previous target was, and updates resume.
   */
  systemUpdateRecoveryFinish({ body }) {
    requireFleetRole('admin')
    const version = lookupRepo(body.system_version).system_version
    db.targetRelease = { version, time_requested: now() }
    return NoContent
  },

  systemUpdateTrustRootList({ query }) {
    requireFleetRole('viewer')
    return paginated(query, db.trustRoots, (r) => r.id)
  },

  async systemUpdateTrustRootCreate({ req }) {
    requireFleetRole('admin')
    // the body is any JSON (the generated wrapper does not parse it): an empty one is a 400
    const text = await req.text()
    if (!text.trim()) throw badRequest('unable to parse JSON body: the body is empty')
    const body = parsedOrUndefined(text)
    if (body === undefined) {
      throw badRequest('a trust root must be a TUF root role (root.json): this file is not JSON')
    }
    if (!isRootRole(body)) {
      throw badRequest(
        'a trust root must be a TUF root role (root.json, with "signed"._type "root")',
      )
    }
    const root: Json<Api.UpdatesTrustRoot> = { id: newId(), root_role: body, time_created: now() }
    db.trustRoots.push(root)
    return root
  },

  systemUpdateTrustRootView: ({ path }) => asFleetViewer(() => lookupTrustRoot(path.trustRootId)),

  systemUpdateTrustRootDelete({ path }) {
    requireFleetRole('admin')
    const root = lookupTrustRoot(path.trustRootId)
    removeWhere(db.trustRoots, (r) => r.id === root.id)
    return NoContent
  },
} satisfies Partial<MSWHandlers>
