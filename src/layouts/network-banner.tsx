import { useEffect, useSyncExternalStore } from 'react'
import { useNavigation } from 'react-router'
import { callApi } from '~/api/client'
import { useOnline } from '~/api/online'
import { CANNOT_REACH, isRackUnreachable, subscribeReachability } from '~/api/reachability'

/** Between probes while the rack is out of reach, when no read is trying already. */
const PROBE_MS = 5000

export const OFFLINE = 'You are offline'
export const PAGE_WAITS = 'The page you opened shows when the network is back.'

/**
 * Says when the console cannot talk to the rack: the browser is offline (reads
 * wait for the network, writes are refused), or calls get no response. While
 * the rack is out of reach it asks now and then, so the banner goes (and the
 * lists catch up) as soon as it answers, even when the failed call was a write
 * that is not retried on its own. An alert: a screen reader hears it as it shows.
 */
export function NetworkBanner() {
  const online = useOnline()
  const unreachable = useSyncExternalStore(subscribeReachability, isRackUnreachable)
  // a page asked for offline waits for its code and data: say so, or the click seems lost
  const pageWaiting = useNavigation().state === 'loading'
  // offline, a probe could not leave: the reads run again by themselves when the network is back
  const probe = online && unreachable
  useEffect(() => {
    if (!probe) return
    const timer = setInterval(() => {
      callApi('currentUserView', {}).catch(() => {})
    }, PROBE_MS)
    return () => clearInterval(timer)
  }, [probe])
  if (!online) {
    return (
      <div className="network-banner" role="alert">
        <strong>{OFFLINE}.</strong> The console will read again when the network is back; what you
        typed stays in its form.{pageWaiting && ` ${PAGE_WAITS}`}
      </div>
    )
  }
  if (!unreachable) return null
  return (
    <div className="network-banner" role="alert">
      <strong>{CANNOT_REACH}.</strong> The console keeps trying to read; what you typed stays in its
      form.
    </div>
  )
}
