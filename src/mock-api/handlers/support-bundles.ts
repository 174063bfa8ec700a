import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { requireFleetRole } from '../authz'
import { db } from '../db'
import { badRequest, lookupNotFound, notFound } from '../errors'
import { paginated } from '../paginate'
import { defineJob } from '../timers'
import { rangedResponse } from './byte-ranges'
import { asFleetViewer } from './fleet-scope'
import { bundleFiles, zipOf } from './support-bundle-files'
import { NoContent, newId, now, removeWhere } from './util'

type Bundle = Json<Api.SupportBundleInfo>

/** How long collecting and destroying take in the mock: long enough to see, short for tests. */
export const COLLECT_MS = 3000
export const DESTROY_MS = 1500

/** Nexus's words for a bundle made through the external API. */
const REASON_EXTERNAL_API = 'Created by external API'

const collectLater = defineJob('support-bundle-collect', (id: string) => {
  const bundle = db.supportBundles.find((b) => b.id === id)
  if (bundle?.state === 'collecting') bundle.state = 'active'
})
const destroyLater = defineJob('support-bundle-destroy', (id: string) =>
  removeWhere(db.supportBundles, (b) => b.id === id),
)

function lookupBundle(id: string): Bundle {
  const bundle = db.supportBundles.find((b) => b.id === id)
  if (!bundle) throw lookupNotFound('support-bundle', id)
  return bundle
}

/** A bundle's contents can be read once it is collected, and not while it is being destroyed. */
function readable(id: string): Bundle {
  const bundle = lookupBundle(id)
  if (bundle.state !== 'active') {
    throw badRequest(`cannot read support bundle ${id}: it is ${bundle.state}, not active`)
  }
  return bundle
}

// the generated types say these answer a status code; a Response passes through the wrapper as it is
const asStatus = (response: Response) => response as unknown as number

function download(req: Request, bundleId: string) {
  const bundle = readable(bundleId)
  const zip = zipOf(bundleFiles(bundle))
  return asStatus(rangedResponse(req, zip, 'application/zip', `support-bundle-${bundle.id}.zip`))
}

function downloadFile(req: Request, bundleId: string, path: string) {
  const bundle = readable(bundleId)
  const file = bundleFiles(bundle).find((f) => f.path === path)
  if (!file) throw notFound(`file "${path}" in support bundle ${bundleId}`)
  const name = path.split('/').pop()
  const type = path.endsWith('.json') ? 'application/json' : 'text/plain; charset=utf-8'
  return asStatus(rangedResponse(req, file.bytes, type, name))
}

/** Support bundles: fleet viewers read and download, fleet admins collect, comment and delete. */
export const supportBundleHandlers = {
  supportBundleList({ query }) {
    requireFleetRole('viewer')
    return paginated(
      { ...query, sortBy: query.sortBy ?? 'time_and_id_ascending' },
      db.supportBundles,
    )
  },

  supportBundleCreate({ body }) {
    requireFleetRole('admin')
    const bundle: Bundle = {
      id: newId(),
      reason_for_creation: REASON_EXTERNAL_API,
      reason_for_failure: null,
      state: 'collecting',
      time_created: now(),
      user_comment: body.user_comment?.trim() || null,
    }
    db.supportBundles.push(bundle)
    collectLater(COLLECT_MS, bundle.id)
    return bundle
  },

  supportBundleView: ({ path }) => asFleetViewer(() => lookupBundle(path.bundleId)),

  supportBundleUpdate({ path, body }) {
    requireFleetRole('admin')
    const bundle = lookupBundle(path.bundleId)
    if (bundle.state === 'destroying') {
      throw badRequest(`cannot update support bundle ${bundle.id}: it is being destroyed`)
    }
    bundle.user_comment = body.user_comment?.trim() || null
    return bundle
  },

  /** Deleting marks the bundle `destroying`; it is gone once its storage is freed. */
  supportBundleDelete({ path }) {
    requireFleetRole('admin')
    const bundle = lookupBundle(path.bundleId)
    if (bundle.state !== 'destroying') {
      bundle.state = 'destroying'
      destroyLater(DESTROY_MS, bundle.id)
    }
    return NoContent
  },

  /** The paths of the bundle's files, one a line. */
  supportBundleIndex({ path, req }) {
    requireFleetRole('viewer')
    const bundle = readable(path.bundleId)
    const listing = bundleFiles(bundle)
      .map((f) => `${f.path}\n`)
      .join('')
    return asStatus(
      rangedResponse(req, new TextEncoder().encode(listing), 'text/plain; charset=utf-8'),
    )
  },

  supportBundleDownload({ path, req }) {
    requireFleetRole('viewer')
    return download(req, path.bundleId)
  },

  supportBundleHead({ path, req }) {
    requireFleetRole('viewer')
    return download(req, path.bundleId)
  },

  supportBundleDownloadFile({ path, req }) {
    requireFleetRole('viewer')
    return downloadFile(req, path.bundleId, path.file)
  },

  supportBundleHeadFile({ path, req }) {
    requireFleetRole('viewer')
    return downloadFile(req, path.bundleId, path.file)
  },
} satisfies Partial<MSWHandlers>
