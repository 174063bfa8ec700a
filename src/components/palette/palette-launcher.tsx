import { Suspense, useEffect, useRef, useState } from 'react'
import { lazyWithRetry } from '~/ui/lazy-with-retry'

// the palette, its search and its Base UI parts load on first open, not with the app's first page
const CommandPalette = lazyWithRetry(() => import('./command-palette'))

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)

/**
 * The top bar's Jump to button and the Ctrl+K (Cmd+K on a Mac) shortcut that
 * open the command palette from anywhere in the signed-in console.
 */
export function PaletteLauncher({ isFleetViewer }: { isFleetViewer: boolean }) {
  const [open, setOpen] = useState(false)
  // mounted from the first open on, so a second open needs no loading
  const [loaded, setLoaded] = useState(false)
  const opener = useRef<HTMLElement | null>(null)

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() !== 'k' || !(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey) return
      // the browser's own Ctrl+K (search bar) would take the keys away from the palette
      e.preventDefault()
      setOpen((was) => {
        if (!was) opener.current = document.activeElement as HTMLElement | null
        return !was
      })
      setLoaded(true)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])

  return (
    <>
      <button
        type="button"
        className="topbar-link palette-button"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={(e) => {
          opener.current = e.currentTarget
          setLoaded(true)
          setOpen(true)
        }}
      >
        {/* on a phone (styles.css) a magnifier shows in place of the words, which still name it */}
        <span className="search-icon" aria-hidden />
        <span className="palette-button-text">Jump to</span>
        <kbd aria-hidden>{isMac ? '⌘K' : 'Ctrl K'}</kbd>
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <CommandPalette
            open={open}
            onOpenChange={setOpen}
            returnFocus={() => opener.current}
            isFleetViewer={isFleetViewer}
          />
        </Suspense>
      )}
    </>
  )
}
