/**
 * Other tabs of the same browser see a change: after a successful write, the
 * operations whose queries it made stale go out on a `BroadcastChannel`, and
 * every other tab marks the same queries stale (those on screen are read
 * again). Only against a real API (remote mode): in mock mode each tab has its
 * own in-page data, so another tab's change is not theirs to see.
 */
const CHANNEL = 'oxide-console-writes'

type Message = { invalidates: string[] }

let channel: BroadcastChannel | undefined

/** Start listening: `onInvalidate` marks the named operations' queries stale in this tab. */
export function listenToOtherTabs(onInvalidate: (operationIds: string[]) => void) {
  if (typeof BroadcastChannel === 'undefined') return
  channel = new BroadcastChannel(CHANNEL)
  // outside a browser (unit tests under Node) the channel must not keep the process alive
  ;(channel as { unref?: () => void }).unref?.()
  channel.onmessage = (e: MessageEvent<Message>) => {
    if (Array.isArray(e.data?.invalidates)) onInvalidate(e.data.invalidates)
  }
}

/** Tell the other tabs (none listens in mock mode) which operations a write made stale. */
export function tellOtherTabs(operationIds: readonly string[]) {
  if (operationIds.length)
    channel?.postMessage({ invalidates: [...operationIds] } satisfies Message)
}
