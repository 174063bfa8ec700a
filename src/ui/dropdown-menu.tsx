import {
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
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
  /** the items, or a function that makes them when the menu opens (a table row's menu) */
  items: MenuItem[] | (() => MenuItem[])
  align?: 'start' | 'end'
  className?: string
}

/**
 * A button that opens a menu (WAI-ARIA menu button: arrows, Home/End, Escape, Tab closes).
 * Closed, it is a button and one state: a table has one in every row, so the menu's
 * placement, listeners and item focus live in `OpenMenu`, mounted only while open.
 */
export function DropdownMenu({ label, trigger, items, align = 'end', className }: Props) {
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)

  return (
    <div className={`menu-root ${className ?? ''}`}>
      <button
        ref={buttonRef}
        type="button"
        className="menu-button"
        aria-label={trigger ? label : undefined}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(!open)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && !open) {
            e.preventDefault()
            setOpen(true)
          }
        }}
      >
        {trigger ?? label}
      </button>
      {open && (
        <OpenMenu
          id={menuId}
          label={label}
          items={items}
          align={align}
          buttonRef={buttonRef}
          setOpen={setOpen}
        />
      )}
    </div>
  )
}

type OpenMenuProps = {
  id: string
  label: string
  items: MenuItem[] | (() => MenuItem[])
  align: 'start' | 'end'
  buttonRef: RefObject<HTMLButtonElement | null>
  setOpen: (open: boolean) => void
}

function OpenMenu({ id, label, items: itemsOrMake, align, buttonRef, setOpen }: OpenMenuProps) {
  const items = typeof itemsOrMake === 'function' ? itemsOrMake() : itemsOrMake
  // fixed to the viewport, so a scrolling table cannot clip it
  const [position, setPosition] = useState<CSSProperties>({})
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
  }, [align, buttonRef])

  useLayoutEffect(() => place(), [place])

  useEffect(() => {
    // a press outside the menu and its button closes it (the button toggles it itself)
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) {
        setOpen(false)
      }
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
  }, [place, setOpen, buttonRef])

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
    <div
      id={id}
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
          {item.disabledReason && <span className="menu-item-reason">{item.disabledReason}</span>}
        </button>
      ))}
    </div>
  )
}
