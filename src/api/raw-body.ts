import type { TufRepoUpload, UpdatesTrustRoot } from './__generated__/Api'
import { handleResponse } from './__generated__/http-client'
import { type ApiError, logApiError, processApiError } from './errors'
import { apiVersion } from './operations'
import { invalidate } from './query'
import { operationUrl } from './request'

/**
 * The two changes whose body is not a JSON object the client builds: an
 * update repository (the release's zip itself) and a trust root (a TUF
 * `root.json`, sent as the file has it). The generated client leaves their
 * bodies out, so they are sent here, through XHR: unlike `fetch` it reports
 * an upload's progress. Like `mutate`, each marks its list stale on success
 * and rejects with the `ApiError` the console shows.
 */
type Options = {
  /** bytes sent so far, of the body's size */
  onProgress?: (sent: number, total: number) => void
  signal?: AbortSignal
}

export const UPLOAD_CANCELLED = 'Upload cancelled'

function send<Data>(
  operation: 'systemUpdateRepositoryUpload' | 'systemUpdateTrustRootCreate',
  url: { method: string; url: string },
  body: Blob | string,
  contentType: string,
  { onProgress, signal }: Options,
): Promise<Data> {
  return new Promise<Data>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open(url.method, url.url)
    xhr.setRequestHeader('Content-Type', contentType)
    xhr.setRequestHeader('api-version', apiVersion)
    xhr.responseType = 'text'
    xhr.upload.onprogress = (e) => onProgress?.(e.loaded, e.total)
    const abort = () => xhr.abort()
    signal?.addEventListener('abort', abort)
    const fail = (error: ApiError) => {
      logApiError(operation, error)
      reject(error)
    }
    xhr.onabort = () => fail({ message: UPLOAD_CANCELLED })
    xhr.onerror = () => fail({ message: 'Could not reach the API', unreachable: true })
    xhr.onload = async () => {
      signal?.removeEventListener('abort', abort)
      const status = xhr.status
      const response = new Response(status === 204 ? null : xhr.responseText, { status })
      const result = await handleResponse<Data>(response)
      if (result.type === 'success') resolve(result.data)
      else fail(processApiError(operation, result))
    }
    xhr.send(body)
  })
}

/** `systemUpdateRepositoryUpload`: the file itself is the body; its name is the `file_name` query. */
export async function uploadRepository(file: File, options: Options = {}) {
  const url = operationUrl('systemUpdateRepositoryUpload', { query: { fileName: file.name } })
  const result = await send<TufRepoUpload>(
    'systemUpdateRepositoryUpload',
    url,
    file,
    'application/octet-stream',
    options,
  )
  await invalidate('systemUpdateRepositoryList', 'systemUpdateRepositoryView')
  return result
}

/** `systemUpdateTrustRootCreate`: the root role's JSON, as the file has it. */
export async function createTrustRoot(rootJson: string) {
  const url = operationUrl('systemUpdateTrustRootCreate')
  const root = await send<UpdatesTrustRoot>(
    'systemUpdateTrustRootCreate',
    url,
    rootJson,
    'application/json',
    {},
  )
  await invalidate('systemUpdateTrustRootList')
  return root
}
