import { Dialog } from '@base-ui/react/dialog'
import type { RefObject } from 'react'
import { type SectionNav, SectionNavList } from './section-layout'

/**
 * A section's nav as a panel over the left of a narrow window: Base UI's modal
 * dialog keeps focus inside, closes on Escape or a click outside, and gives
 * focus back to the Menu button. Following a link closes it.
 */
export default function SectionMenu({
  id,
  nav,
  open,
  onOpenChange,
  returnFocus,
}: {
  id: string
  nav: SectionNav
  open: boolean
  onOpenChange: (open: boolean) => void
  returnFocus: RefObject<HTMLButtonElement | null>
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Backdrop className="section-menu-backdrop" />
        <Dialog.Popup id={id} className="section-menu" finalFocus={returnFocus}>
          <div className="section-menu-header">
            <Dialog.Title className="sidenav-heading">{nav.heading}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label="Close menu">
              ×
            </Dialog.Close>
          </div>
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: the links inside take the keys; a followed link closes the panel */}
          <nav
            aria-label={nav.label}
            onClick={(e) => {
              if ((e.target as Element).closest('a')) onOpenChange(false)
            }}
          >
            <SectionNavList items={nav.items} />
          </nav>
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
