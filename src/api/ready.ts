/**
 * Resolves when the API can answer: at once against a real rack, and once the
 * mock's service worker runs in mock mode. Calls wait for it, so the router can
 * start (and load route code) in parallel with the mock's start-up.
 */
let markReady: () => void = () => {}
export const apiReady = new Promise<void>((resolve) => {
  markReady = resolve
})

export function setApiReady(ready: Promise<unknown>) {
  ready.then(() => markReady())
}
