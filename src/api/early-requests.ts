/**
 * Early requests (remote builds): a small classic script, written at build
 * time by config/early-requests.ts, sends a page's first GET requests before
 * the app's code has loaded. Which requests a page sends is not listed here or
 * anywhere by hand: the build runs the route table's own loaders with
 * placeholder params and records what they ask for. `sendRequest` adopts each
 * early response once, for exactly its URL.
 *
 * This module is the script's matcher (run in the page as source text, so it
 * imports nothing) and the app's side.
 */

/** Where the early script leaves its responses for the app. */
export const EARLY_GLOBAL = '__oxideEarlyRequests'
/** A path pattern of the route table, with the URLs its loaders send first (`zzNzz`: the Nth segment). */
export type EarlyTable = [pattern: string, urls: string[]][]
type Early = { at: number; responses: Map<string, Promise<Response | undefined>> }

/**
 * The URLs the table gives a page's path, its params filled in; none when no
 * pattern matches or the URL has a search (its loaders may read it).
 */
export function earlyUrls(table: EarlyTable, pathname: string, search: string): string[] {
  if (search) return []
  const segments = pathname.split('/').filter(Boolean)
  for (const [pattern, urls] of table) {
    const parts = pattern.split('/').filter(Boolean)
    if (parts.length !== segments.length) continue
    if (!parts.every((p, i) => p.startsWith(':') || p === segments[i])) continue
    return urls.map((url) =>
      url.replace(/zz(\d+)zz/g, (_, i: string) =>
        encodeURIComponent(decodeURIComponent(segments[Number(i)])),
      ),
    )
  }
  return []
}

/** The early script's body: `(${earlyScript})(table, apiVersion, global, earlyUrls)`. */
export function earlyScript(
  table: EarlyTable,
  apiVersion: string,
  global: string,
  urlsFor: typeof earlyUrls,
) {
  const responses = new Map<string, Promise<Response | undefined>>()
  for (const url of urlsFor(table, location.pathname, location.search)) {
    const response = fetch(url, {
      headers: { 'Content-Type': 'application/json', 'api-version': apiVersion },
    }).catch(() => undefined)
    responses.set(url, response)
  }
  ;(window as unknown as Record<string, Early>)[global] = { at: performance.now(), responses }
}

/** How long after the page started an early response may be adopted: it answers the first load only. */
export const EARLY_MAX_AGE_MS = 10_000

const pending = (): Early | undefined =>
  typeof window === 'undefined'
    ? undefined
    : (window as unknown as Record<string, Early | undefined>)[EARLY_GLOBAL]

/** The early response for exactly this GET URL, taken once; undefined when there is none. */
export function takeEarlyResponse(method: string, url: string, now = performance.now()) {
  const early = pending()
  if (!early || method !== 'GET') return undefined
  if (now - early.at > EARLY_MAX_AGE_MS) {
    early.responses.clear()
    return undefined
  }
  const response = early.responses.get(url)
  early.responses.delete(url)
  return response
}

/** Forget the early responses not yet adopted: after a change or a 401 they may be out of date. */
export function discardEarlyResponses() {
  pending()?.responses.clear()
}
