import { EARLY_GLOBAL, type EarlyRequests } from './early-requests'

/**
 * How long after the page started an early response may still be adopted: it
 * answers the page's first load, not a later visit to the same URL.
 */
export const EARLY_MAX_AGE_MS = 10_000

const pending = (): EarlyRequests | undefined =>
  typeof window === 'undefined'
    ? undefined
    : (window as unknown as Record<string, EarlyRequests | undefined>)[EARLY_GLOBAL]

/**
 * The early script's response for exactly this GET URL, taken once: the
 * next call for the URL goes to the API. Undefined when there is none, when
 * it is too old, or after `discardEarlyResponses`.
 */
export function takeEarlyResponse(
  method: string,
  url: string,
  now = performance.now(),
): Promise<Response | undefined> | undefined {
  const early = pending()
  if (!early || method !== 'GET') return undefined
  if (now - early.at > EARLY_MAX_AGE_MS) {
    discardEarlyResponses()
    return undefined
  }
  const response = early.responses.get(url)
  early.responses.delete(url)
  return response
}

/**
 * Forget every early response not yet adopted: after a change through the
 * API (a sign-in or sign-out, a create, a delete), or a 401, they may no
 * longer be what the API would answer.
 */
export function discardEarlyResponses() {
  const early = pending()
  early?.responses.clear()
}
