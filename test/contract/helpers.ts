import { getResponse } from 'msw'
import { handlers } from '~/mock-api'

/**
 * One request through the mock's MSW handlers, as the browser or the mock server sends it.
 * A `Uint8Array` body is sent as raw bytes, anything else as JSON.
 */
export async function call(method: string, path: string, body?: unknown): Promise<Response> {
  const init: RequestInit = { method }
  if (body instanceof Uint8Array) {
    // a file upload (an update repository): the bytes themselves
    init.body = new Blob([body as Uint8Array<ArrayBuffer>])
    init.headers = { 'content-type': 'application/octet-stream' }
  } else if (body !== undefined) {
    init.body = typeof body === 'string' ? body : JSON.stringify(body)
    init.headers = { 'content-type': 'application/json' }
  }
  const response = await getResponse(handlers, new Request(`http://localhost${path}`, init))
  if (!response) throw new Error(`no response for ${method} ${path}`)
  return response
}

/**
 * The JSON body of a call, failing with the body text when the status is not `status`
 * (by default a success with a body: 200, 201 for a create or 202 for a change the API
 * accepts; the exact status of every
 * operation is checked in mock-api.spec.ts).
 */
export async function json(method: string, path: string, body?: unknown, status?: number) {
  const response = await call(method, path, body)
  const text = await response.text()
  const ok =
    status === undefined ? [200, 201, 202].includes(response.status) : response.status === status
  if (!ok) {
    throw new Error(
      `${method} ${path}: expected ${status ?? '200, 201 or 202'}, got ${response.status}: ${text}`,
    )
  }
  return text ? JSON.parse(text) : undefined
}
