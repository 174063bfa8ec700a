/**
 * The remote build's first script (config/early-requests.ts puts it in
 * index.html as a classic same-origin script, as the rack's CSP allows no
 * inline one): sends the page's first API requests while the app's code is
 * still loading. The app adopts their responses (`early-responses.ts`).
 */
import { API_VERSION, EARLY_GLOBAL, type EarlyRequests, earlyRequests } from './early-requests'

const responses: EarlyRequests['responses'] = new Map()
for (const url of earlyRequests(location.pathname, location.search)) {
  // the same request `sendRequest` makes; a network failure leaves it to the app
  const response = fetch(url, {
    headers: { 'Content-Type': 'application/json', 'api-version': API_VERSION },
  }).catch(() => undefined)
  responses.set(url, response)
}
const early: EarlyRequests = { at: performance.now(), responses }
;(window as unknown as Record<string, EarlyRequests>)[EARLY_GLOBAL] = early
