import { Suspense, useEffect, useId, useRef, useState } from 'react'
import { lazyWithRetry } from '~/ui/lazy-with-retry'
import type { SectionNav } from './section-layout'

// Base UI's dialog loads the first time a person reaches for the menu, not with the page
const SectionMenu = lazyWithRetry(() => import('./section-menu'))

/** The width from which the side nav shows beside the page (styles.css folds it below). */
const WIDE = '(width >= 64rem)'

/**
 * In a narrow window, the button that opens the section's nav as a panel over
 * the page; hidden (by styles.css) where the side nav shows.
 */
export function SectionMenuButton({ nav }: { nav: SectionNav }) {
  const [open, setOpen] = useState(false)
  // mounted from the first open on, so the panel can animate out and reopen at once
  const [loaded, setLoaded] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuId = useId()
  // a window widened past the fold shows the side nav: the panel would only hide the page
  useEffect(() => {
    if (!open) return
    const wide = matchMedia(WIDE)
    const close = () => wide.matches && setOpen(false)
    wide.addEventListener('change', close)
    return () => wide.removeEventListener('change', close)
  }, [open])
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="btn btn-secondary btn-sm section-menu-button"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onPointerEnter={SectionMenu.preload}
        onFocus={SectionMenu.preload}
        onClick={() => {
          setLoaded(true)
          setOpen(true)
        }}
      >
        <span className="menu-icon" aria-hidden />
        Menu
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <SectionMenu
            id={menuId}
            nav={nav}
            open={open}
            onOpenChange={setOpen}
            returnFocus={buttonRef}
          />
        </Suspense>
      )}
    </>
  )
}
