import { useLayoutEffect } from 'react'

/** How long after a dialog closes we keep focus off `<body>` while the page settles. */
const GUARD_MS = 3000

const focusable = (el: Element | null | undefined): el is HTMLElement =>
  el instanceof HTMLElement && el.isConnected && !el.closest('[inert]')

/**
 * Where focus should go when a dialog opened from `origin` closes: the origin
 * itself; if it is gone (its row was deleted), the same control in the next
 * or previous row; then the table; then the page's heading. Computed when the
 * dialog opens, because by the time it closes the row may already be gone.
 */
function candidates(origin: Element | null): (() => HTMLElement | null)[] {
  const row = origin?.closest('tr')
  const cell = origin?.closest('td, th')
  const column = row && cell ? [...row.children].indexOf(cell) : -1
  const sameControlIn = (other: Element | null | undefined) => () =>
    other && column >= 0
      ? other.children[column]?.querySelector<HTMLElement>('button, a[href], [tabindex]')
      : null
  const table = origin?.closest('table')
  const heading = () => document.querySelector<HTMLElement>('main h1, h1')
  return [
    () => (origin instanceof HTMLElement ? origin : null),
    sameControlIn(row?.nextElementSibling),
    sameControlIn(row?.previousElementSibling),
    () => (table?.isConnected ? table : null),
    heading,
  ]
}

/** Focus the first candidate still on the page; tables and headings take focus by script only. */
function focusFirst(list: (() => HTMLElement | null)[]) {
  for (const get of list) {
    const el = get()
    if (!focusable(el)) continue
    if (el.tabIndex < 0 && !el.hasAttribute('tabindex')) el.tabIndex = -1
    el.focus()
    if (document.activeElement === el) return
  }
}

/**
 * While `open`, remember what had focus; when it closes (or unmounts), put focus
 * back there or somewhere sensible nearby, never on `<body>`. A list refetched
 * after a delete can remove the element we just focused, so for a few seconds
 * a focus that falls to `<body>` is caught and moved again.
 */
export function useReturnFocus(open: boolean) {
  useLayoutEffect(() => {
    if (!open) return
    const list = candidates(document.activeElement)
    return () => {
      // the cleanup runs before React removes the modal <dialog>, which keeps
      // the rest of the page inert until then
      queueMicrotask(() => focusFirst(list))
      const lost = () => document.activeElement === document.body || !document.activeElement
      const observer = new MutationObserver(() => {
        if (lost()) focusFirst(list)
      })
      // the guard ends early once the person does something themselves
      const stop = () => {
        observer.disconnect()
        clearTimeout(timer)
        document.removeEventListener('pointerdown', stop, true)
        document.removeEventListener('keydown', stop, true)
      }
      const timer = setTimeout(stop, GUARD_MS)
      observer.observe(document.body, { childList: true, subtree: true })
      document.addEventListener('pointerdown', stop, true)
      document.addEventListener('keydown', stop, true)
    }
  }, [open])
}
