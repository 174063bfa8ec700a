import {
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'

export type MenuItem = {
  label: string
  onSelect: () => void
  /** set when the action is not allowed now: the item is disabled and says why */
  disabledReason?: string
  destructive?: boolean
}

type Props = {
  /** accessible name of the trigger button */
  label: string
  /** what the trigger shows; defaults to the label */
  trigger?: ReactNode
  items: MenuItem[]
  align?: 'start' | 'end'
  className?: string
}

/** A button that opens a menu (WAI-ARIA menu button: arrows, Home/End, Escape, Tab closes). */
export function DropdownMenu({ label, trigger, items, align = 'end', className }: Props) {
  const [open, setOpen] = useState(false)
  // fixed to the viewport, so a scrolling table cannot clip it
  const [position, setPosition] = useState<CSSProperties>({})
  const menuId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([])
  const menuRef = useRef<HTMLDivElement>(null)

  // Fixed to the viewport next to its button; placed again when anything scrolls or the
  // window resizes, and above the button when it would run past the bottom of the viewport.
  const place = useCallback(() => {
    const rect = buttonRef.current?.getBoundingClientRect()
    if (!rect) return
    const height = menuRef.current?.getBoundingClientRect().height ?? 0
    const below = rect.bottom + 4
    const above = rect.top - 4 - height
    const top = below + height > window.innerHeight && above >= 0 ? above : below
    setPosition(
      align === 'end' ? { top, right: window.innerWidth - rect.right } : { top, left: rect.left },
    )
  }, [align])

  useLayoutEffect(() => {
    if (open) place()
  }, [open, place])

  useEffect(() => {
    if (!open) return
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointer)
    window.addEventListener('scroll', place, true)
    window.addEventListener('resize', place)
    itemRefs.current[0]?.focus({ preventScroll: true })
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      window.removeEventListener('scroll', place, true)
      window.removeEventListener('resize', place)
    }
  }, [open, place])

  const openMenu = () => setOpen(true)

  const close = () => {
    setOpen(false)
    buttonRef.current?.focus()
  }

  const onMenuKey = (e: KeyboardEvent) => {
    const els = itemRefs.current.filter((el): el is HTMLButtonElement => !!el)
    const i = els.indexOf(document.activeElement as HTMLButtonElement)
    const move = (to: number) => {
      e.preventDefault()
      els[(to + els.length) % els.length]?.focus()
    }
    if (e.key === 'ArrowDown') move(i + 1)
    else if (e.key === 'ArrowUp') move(i - 1)
    else if (e.key === 'Home') move(0)
    else if (e.key === 'End') move(els.length - 1)
    else if (e.key === 'Escape') {
      e.preventDefault()
      close()
    } else if (e.key === 'Tab') setOpen(false)
  }

  return (
    <div className={`menu-root ${className ?? ''}`} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="menu-button"
        aria-label={trigger ? label : undefined}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? setOpen(false) : openMenu())}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && !open) {
            e.preventDefault()
            openMenu()
          }
        }}
      >
        {trigger ?? label}
      </button>
      {open && (
        <div
          id={menuId}
          ref={menuRef}
          role="menu"
          aria-label={label}
          className="menu"
          style={position}
          onKeyDown={onMenuKey}
        >
          {items.map((item, i) => (
            <button
              key={item.label}
              ref={(el) => {
                itemRefs.current[i] = el
              }}
              type="button"
              role="menuitem"
              className={`menu-item ${item.destructive ? 'menu-item-destructive' : ''}`}
              aria-disabled={item.disabledReason ? true : undefined}
              title={item.disabledReason}
              tabIndex={-1}
              onClick={() => {
                if (item.disabledReason) return
                setOpen(false)
                item.onSelect()
              }}
            >
              <span>{item.label}</span>
              {item.disabledReason && (
                <span className="menu-item-reason">{item.disabledReason}</span>
              )}
            </button>
          ))}
        </div>
      )}
    </div>
  )
}
