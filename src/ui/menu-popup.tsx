import { Menu } from '@base-ui/react/menu'
import { type RefObject, useId, useRef } from 'react'
import type { MenuItem } from './dropdown-menu'

type Props = {
  label: string
  items: MenuItem[]
  align: 'start' | 'end'
  openedBy: 'pointer' | 'keyboard'
  /** the menu button: the popup sits against it and focus returns to it */
  anchor: RefObject<HTMLButtonElement | null>
  onClose: () => void
}

/**
 * The open menu of a `DropdownMenu`, on Base UI's Menu: arrow keys, Home/End,
 * typeahead, Escape, Tab and outside presses close it. The trigger is ours (it
 * is on every first load), so Base UI is given it as the anchor, and focus
 * goes back to it here, before an item's action runs: a confirm dialog opened
 * by the action then knows where to return focus when it closes.
 */
export default function MenuPopup({ label, items, align, openedBy, anchor, onClose }: Props) {
  const startedOnItem = useRef(false)
  const close = (refocus: boolean) => {
    onClose()
    if (refocus) anchor.current?.focus()
  }
  return (
    <Menu.Root
      open
      modal={false}
      onOpenChange={(open, details) => {
        if (open) return
        // a press on our own button closes the menu through its click handler
        const target = details.event?.target
        if (details.reason === 'outside-press' && target instanceof Node) {
          if (anchor.current?.contains(target)) return
        }
        // a press elsewhere or Tab leaves focus where the person put it
        close(details.reason !== 'outside-press' && details.reason !== 'focus-out')
      }}
    >
      {/* inside a modal <dialog> (the top layer) the popup must be too, or it is hidden and inert */}
      <Menu.Portal container={anchor.current?.closest('dialog') ?? undefined}>
        <Menu.Positioner
          anchor={anchor}
          side="bottom"
          align={align}
          sideOffset={4}
          collisionPadding={8}
          className="menu-positioner"
        >
          <Menu.Popup
            className="menu"
            aria-label={label}
            finalFocus={false}
            onFocus={(e) => {
              // Base UI focuses the popup itself on open; a keyboard open starts
              // on the first item instead, as the WAI-ARIA menu button pattern asks
              if (openedBy !== 'keyboard' || startedOnItem.current) return
              if (e.target !== e.currentTarget) return
              startedOnItem.current = true
              e.currentTarget.querySelector<HTMLElement>('[role="menuitem"]')?.focus()
            }}
          >
            {items.map((item) => (
              <Item key={item.label} item={item} onChosen={() => close(true)} />
            ))}
          </Menu.Popup>
        </Menu.Positioner>
      </Menu.Portal>
    </Menu.Root>
  )
}

function Item({ item, onChosen }: { item: MenuItem; onChosen: () => void }) {
  const labelId = useId()
  const reasonId = useId()
  const reason = item.disabledReason
  return (
    <Menu.Item
      label={item.label}
      // disabled items stay focusable, so a keyboard user reaches them and hears why
      disabled={!!reason}
      closeOnClick={false}
      className={`menu-item ${item.destructive ? 'menu-item-destructive' : ''}`}
      // one of a set of choices: Base UI's own role (menuitem) unless so, as an explicit undefined would drop it
      {...(item.checked !== undefined && { role: 'menuitemradio', 'aria-checked': item.checked })}
      aria-labelledby={labelId}
      aria-describedby={reason ? reasonId : undefined}
      onClick={() => {
        if (reason) return
        // after Base UI's own click handling, which focuses the pressed item
        queueMicrotask(() => {
          onChosen()
          item.onSelect()
        })
      }}
    >
      <span id={labelId}>{item.label}</span>
      {item.checked && (
        <span className="menu-item-check" aria-hidden>
          ✓
        </span>
      )}
      {reason && (
        <span id={reasonId} className="menu-item-reason">
          {reason}
        </span>
      )}
    </Menu.Item>
  )
}
