import { Component, type ComponentProps, type ComponentType, lazy, type ReactNode } from 'react'

let waiting: Promise<void> | null = null

/** Between probes while the browser says online but its requests still fail. */
const PROBE_MS = 250

/**
 * The browser's `online` event can come before its requests go through again:
 * a code load sent at once may fail, and a failed module stays failed. So the
 * network counts as back once a request to this origin has an answer.
 */
async function answered(): Promise<void> {
  for (;;) {
    try {
      await fetch(window.location.origin, { method: 'HEAD', cache: 'no-store' })
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, PROBE_MS))
    }
  }
}

/** Settles at once while the browser has a network, else once it is back (`online`, then an answer). */
export function whenOnline(): Promise<void> {
  if (typeof navigator === 'undefined' || navigator.onLine) return Promise.resolve()
  waiting ??= new Promise<void>((resolve) => {
    window.addEventListener('online', () => resolve(), { once: true })
  })
    .then(answered)
    .finally(() => {
      waiting = null
    })
  return waiting
}

/**
 * A load of code that waits for the network. A module the browser failed to
 * fetch stays failed for the life of the page (Chromium keeps the failure in
 * its module map, so importing it again fails too): a load asked for offline
 * is held until the network is back instead of being tried and lost.
 */
export const loadWhenOnline =
  <T,>(load: () => Promise<T>) =>
  () =>
    whenOnline().then(load)

/** The error of code that did not arrive: a dynamic import, or the CSS it needs. */
export const isCodeLoadError = (error: unknown) =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|Unable to preload CSS/.test(
    error.message,
  )

/**
 * `React.lazy` for a widget's code (a menu, a dialog, the toasts), loaded when
 * the network is there. If the load fails anyway (the network dropped while it
 * was out), the widget shows nothing instead of failing the page, and loads
 * afresh, from a new `lazy` (React keeps a failed one failed), when it is next
 * shown or the network is back. `preload` starts the load early, on hover say.
 */
// biome-ignore lint/suspicious/noExplicitAny: as `React.lazy`, for a component of any props
export function lazyWithRetry<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  const fetchCode = loadWhenOnline(load)
  let Lazy = lazy(fetchCode)
  const retry = () => {
    Lazy = lazy(fetchCode)
  }
  function LazyWithRetry(props: ComponentProps<T>) {
    return (
      // a function, not an element: a retry draws the new `Lazy`
      <LoadBoundary onFailed={retry} draw={() => <Lazy {...props} />} />
    )
  }
  LazyWithRetry.preload = () => {
    fetchCode().catch(() => {})
  }
  return LazyWithRetry
}

type BoundaryProps = { draw: () => ReactNode; onFailed: () => void }

/** Catches a failed code load below it (any other error goes on up); tries again online. */
class LoadBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state = { error: null as unknown }

  static getDerivedStateFromError(error: unknown) {
    return { error }
  }

  override componentDidCatch(error: unknown) {
    if (!isCodeLoadError(error)) return
    this.props.onFailed()
    window.addEventListener('online', this.again, { once: true })
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.again)
  }

  again = () => this.setState({ error: null })

  override render() {
    const { error } = this.state
    if (error === null) return this.props.draw()
    if (!isCodeLoadError(error)) throw error
    return null
  }
}
