import { errorResponse } from '../errors'

/**
 * Downloads with HTTP range requests, as Dropshot serves a support bundle: a
 * GET answers the bytes (206 with `Content-Range` for a `Range: bytes=...`
 * header), a HEAD the same headers without them. One range only; several
 * (`bytes=0-1,5-6`) are refused as not satisfiable rather than answered as
 * multipart, which Nexus does not do either.
 */

type Range = { start: number; end: number }

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` against a body of `size` bytes; null when unsatisfiable. */
export function parseRange(header: string, size: number): Range | null {
  const m = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/.exec(header)
  if (!m || (m[1] === '' && m[2] === '')) return null
  if (m[1] === '') {
    // a suffix: the last n bytes
    const n = Number(m[2])
    if (n === 0 || size === 0) return null
    return { start: Math.max(size - n, 0), end: size - 1 }
  }
  const start = Number(m[1])
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1)
  if (start >= size || end < start) return null
  return { start, end }
}

/** The answer to a GET (with the bytes) or a HEAD (headers only) of `body`. */
export function rangedResponse(
  req: Request,
  body: Uint8Array,
  contentType: string,
  fileName?: string,
): Response {
  const headers = new Headers({ 'content-type': contentType, 'accept-ranges': 'bytes' })
  if (fileName) headers.set('content-disposition', `attachment; filename="${fileName}"`)
  const withBody = req.method !== 'HEAD'
  const header = req.headers.get('range')
  if (!header) {
    headers.set('content-length', String(body.length))
    return new Response(withBody ? (body as BodyInit) : null, { status: 200, headers })
  }
  const range = parseRange(header, body.length)
  if (!range) {
    // an Error body, so the mock's error normalising keeps the status
    const refusal = errorResponse(416, undefined, `range not satisfiable: ${header}`)
    refusal.headers.set('content-range', `bytes */${body.length}`)
    return refusal
  }
  const part = body.slice(range.start, range.end + 1)
  headers.set('content-range', `bytes ${range.start}-${range.end}/${body.length}`)
  headers.set('content-length', String(part.length))
  return new Response(withBody ? (part as BodyInit) : null, { status: 206, headers })
}
