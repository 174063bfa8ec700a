import { type UseQueryOptions, useQueries } from '@tanstack/react-query'
import { type ReactNode, type RefObject, useEffect, useLayoutEffect, useState } from 'react'
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
  /** what is read again, when a page has more than one list: "Refresh {what}" */
  what?: string
}

export const NOT_REFRESHED = 'Offline: not refreshed'

/**
 * A list's live status: when its rows were read, and a button to read them
 * again. Offline, Refresh says why nothing is read, and reads when the
 * network is back.
 */
export function ListStatus({ updatedAt, refreshing, onRefresh, what }: Props) {
  const online = useOnline()
  const [refused, setRefused] = useState(false)
  // back online, the refresh asked for is done: rows read a moment before the
  // network went are still fresh, and would not be read again on their own
  useEffect(() => {
    if (!online || !refused) return
    setRefused(false)
    onRefresh()
  }, [online, refused, onRefresh])
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
        aria-label={what && `Refresh ${what}`}
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

/** A list's status on a line of its own, where the list has no toolbar. */
export function StatusBar({ children }: { children: ReactNode }) {
  return (
    <div className="list-toolbar">
      <span className="list-status-slot">{children}</span>
    </div>
  )
}

/** A query a table shows, as its page reads it (`apiQuery(op, params)`, `allPagesQuery`, a builder). */
// biome-ignore lint/suspicious/noExplicitAny: a table shows queries of any result type
export type ShownQuery = UseQueryOptions<any, any, any, any>

type Read = { dataUpdatedAt: number; isRefetching: boolean }

/** Rows drawn from several reads are as old as the oldest; one read again is a refresh under way. */
export function readsStatus(reads: readonly Read[]) {
  const times = reads.map((r) => r.dataUpdatedAt).filter((t) => t > 0)
  return {
    updatedAt: times.length ? Math.min(...times) : Date.now(),
    refreshing: reads.some((r) => r.isRefetching),
  }
}

/**
 * The live status of a table of rows in hand (`DataTable`'s `reads`): when the
 * queries it shows were read, and Refresh, which reads them all again.
 */
export function ReadStatus({ reads, what }: { reads: readonly ShownQuery[]; what: string }) {
  // the page's own reading decides what an error does; this only watches
  const results = useQueries({ queries: reads.map((q) => ({ ...q, throwOnError: false })) })
  const { updatedAt, refreshing } = readsStatus(results)
  return (
    <StatusBar>
      <ListStatus
        updatedAt={updatedAt}
        refreshing={refreshing}
        what={what}
        onRefresh={() => Promise.all(results.map((r) => r.refetch()))}
      />
    </StatusBar>
  )
}
