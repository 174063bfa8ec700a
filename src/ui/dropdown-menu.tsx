import { type ReactNode, Suspense, useRef, useState } from 'react'
import { lazyWithRetry } from './lazy-with-retry'

export type MenuItem = {
  label: string
  onSelect: () => void
  /** set when the action is not allowed now: the item is disabled and says why */
  disabledReason?: string
  destructive?: boolean
  /** set for one of a set of choices (a menuitemradio): whether it is the chosen one */
  checked?: boolean
}

type Props = {
  /** accessible name of the trigger button; must contain the trigger's visible text */
  label: string
  /** what the trigger shows; defaults to the label */
  trigger?: ReactNode
  /** the items, or a function that makes them when the menu opens (a table row's menu) */
  items: MenuItem[] | (() => MenuItem[])
  align?: 'start' | 'end'
  className?: string
}

// Base UI's menu (positioning, roving focus, typeahead, dismissal) is ~40 KB gzip:
// it loads the first time a person reaches for a menu, not with the page.
const MenuPopup = lazyWithRetry(() => import('./menu-popup'))

/**
 * A button that opens a menu (WAI-ARIA menu button). Closed, it is a plain
 * button and one state: a table has one in every row and the top bar one
 * more, all on first load. Open, Base UI's Menu draws the popup against it;
 * the button stays the same element throughout, so focus can come back to it.
 */
export function DropdownMenu({ label, trigger, items, align = 'end', className }: Props) {
  // 'keyboard' highlights the first item on open, as the menu button pattern asks
  const [open, setOpen] = useState<false | 'pointer' | 'keyboard'>(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  return (
    <div className={`menu-root ${className ?? ''}`}>
      <button
        ref={buttonRef}
        type="button"
        className="menu-button"
        aria-label={trigger ? label : undefined}
        aria-haspopup="menu"
        aria-expanded={!!open}
        onPointerEnter={MenuPopup.preload}
        onFocus={MenuPopup.preload}
        onClick={(e) => setOpen(open ? false : e.detail === 0 ? 'keyboard' : 'pointer')}
        onKeyDown={(e) => {
          if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && !open) {
            e.preventDefault()
            setOpen('keyboard')
          }
        }}
      >
        {trigger ?? label}
      </button>
      {open && (
        <Suspense fallback={null}>
          <MenuPopup
            label={label}
            items={typeof items === 'function' ? items() : items}
            align={align}
            openedBy={open}
            anchor={buttonRef}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </div>
  )
}
