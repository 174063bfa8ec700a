import { type RefObject, useEffect, useLayoutEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { useOnline } from '~/api/online'
import { Button } from '~/ui/button'
import { updatedAgoText } from '~/util/time-ago'
import { RelativeTime } from './date-time'

/** How often "updated N s ago" is rewritten: often enough to read true, rarely enough to cost nothing. */
const TICK_MS = 5000

type Props = {
  /** when the rows shown were read (`dataUpdatedAt`) */
  updatedAt: number
  refreshing: boolean
  onRefresh: () => void
}

export const NOT_REFRESHED = 'Offline: not refreshed'

/**
 * A list's live status: when its rows were read, and a button to read them
 * again. Offline, Refresh says why nothing is read; the list reads again on
 * its own when the network is back.
 */
export function ListStatus({ updatedAt, refreshing, onRefresh }: Props) {
  const online = useOnline()
  const [refused, setRefused] = useState(false)
  // back online the list reads again on its own: the note has said its piece
  if (online && refused) setRefused(false)
  const [now, setNow] = useState(Date.now)
  // a read newer than `now` shows as "just now" until the next tick
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS)
    return () => clearInterval(timer)
  }, [])
  return (
    <span className="list-status">
      {/* not a live region: a screen reader would hear it every few seconds */}
      <RelativeTime date={new Date(updatedAt)} prefix="Read">
        {updatedAgoText(now - updatedAt)}
      </RelativeTime>
      <span role="status" className="list-status-note">
        {refused && NOT_REFRESHED}
      </span>
      <Button
        variant="secondary"
        size="sm"
        loading={refreshing}
        onClick={online ? onRefresh : () => setRefused(true)}
      >
        Refresh
      </Button>
    </span>
  )
}

/** The toolbar's place for a list body's live status, filled once the toolbar has mounted. */
export type StatusSlot = RefObject<HTMLSpanElement | null>

/**
 * `ListStatus` in the toolbar's slot. The toolbar is the body's sibling, so on
 * the list's first frame its element exists only after the toolbar mounts:
 * this component, not the list around it, renders again then (before that
 * frame is painted), so the rows are not drawn twice.
 */
export function ListStatusInSlot({ slot, ...props }: Props & { slot: StatusSlot }) {
  const [element, setElement] = useState(slot.current)
  useLayoutEffect(() => setElement(slot.current), [slot])
  return element && createPortal(<ListStatus {...props} />, element)
}
