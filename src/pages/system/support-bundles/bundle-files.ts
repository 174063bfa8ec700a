import { type ApiError, logApiError, processApiError } from '~/api/errors'
import { apiReady } from '~/api/ready'
import { saveFile } from '~/util/save-file'

/**
 * A support bundle's index and contents are not JSON (a list of paths, a zip,
 * the files themselves), so they are fetched here instead of through the
 * generated client, which parses every answer as JSON. The session cookie
 * goes with them as with every other call.
 */

const base = (bundleId: string) => `/v1/system/support-bundles/${encodeURIComponent(bundleId)}`

export const bundleDownloadUrl = (bundleId: string, file?: string) =>
  file ? `${base(bundleId)}/download/${encodeURIComponent(file)}` : `${base(bundleId)}/download`

/** The API's error for a failed call, worded as every other call's. */
async function apiErrorOf(operationId: string, response: Response): Promise<ApiError> {
  let body: { message?: string; error_code?: string; request_id?: string } = {}
  try {
    body = JSON.parse(await response.text())
  } catch {
    // no Error body: the status alone says what failed
  }
  const error = processApiError(operationId, {
    type: 'error',
    response,
    data: {
      message: body.message ?? response.statusText,
      errorCode: body.error_code,
      requestId: body.request_id ?? '',
    },
  })
  logApiError(operationId, error)
  return error
}

async function get(operationId: string, url: string): Promise<Response> {
  await apiReady
  let response: Response
  try {
    response = await fetch(url, { credentials: 'same-origin' })
  } catch {
    throw { message: 'Error reading API response' } satisfies ApiError
  }
  if (!response.ok) throw await apiErrorOf(operationId, response)
  return response
}

/** The paths of the bundle's files (`supportBundleIndex`: one a line). */
export async function fetchBundleIndex(bundleId: string): Promise<string[]> {
  const text = await (await get('supportBundleIndex', `${base(bundleId)}/index`)).text()
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
}

export const bundleIndexQuery = (bundleId: string) => ({
  queryKey: ['supportBundleIndex', { path: { bundleId } }] as const,
  queryFn: () => fetchBundleIndex(bundleId),
})

/**
 * Save the whole bundle (a zip) or one of its files. The bytes are fetched,
 * then handed to the browser as a download: a plain link would not carry the
 * API's error to the page when the bundle cannot be read.
 */
export async function downloadBundle(bundleId: string, file?: string) {
  const operationId = file ? 'supportBundleDownloadFile' : 'supportBundleDownload'
  const response = await get(operationId, bundleDownloadUrl(bundleId, file))
  saveFile(await response.blob(), file ?? `support-bundle-${bundleId}.zip`)
}
