import { Tooltip as Base } from '@base-ui/react/tooltip'
import {
  cloneElement,
  type ReactElement,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useState,
} from 'react'
import { TOOLTIP_DELAY_MS, TOOLTIP_OFFSET_PX } from './constants'

/**
 * Shows `content` beside its child after a short hover (250 ms, 12 px away) or
 * on keyboard focus, on Base UI's Tooltip: it flips to stay in the
 * viewport, stays while the pointer is over it, and Escape hides it (WCAG 1.4.13).
 * The child must take focus and hold its own name; the tooltip repeats what a
 * screen reader already hears (see Button's `disabledReason`), it adds nothing.
 * While it shows, the popup is the trigger's description (`aria-describedby`),
 * which Base UI leaves out; the child's own description stands the rest of the time.
 */
export function Tooltip({
  content,
  children,
  openOnMount,
}: {
  content: ReactNode
  children: ReactElement
  /** true when the pointer was already on the trigger before this tooltip mounted */
  openOnMount?: RefObject<boolean>
}) {
  // inside a modal <dialog> (the top layer) the tooltip must be too, or it is hidden
  const [dialog, setDialog] = useState<HTMLDialogElement | null>(null)
  const [open, setOpen] = useState(false)
  const popupId = useId()
  // on the child itself: Base UI lets the `render` element's own props win over the trigger's
  const trigger = open
    ? cloneElement(children as ReactElement<{ 'aria-describedby'?: string }>, {
        'aria-describedby': popupId,
      })
    : children
  // a trigger that replaced one the pointer was on never sees the pointer enter
  useEffect(() => {
    if (openOnMount?.current) setOpen(true)
  }, [openOnMount])
  return (
    <Base.Root
      open={open}
      onOpenChange={(next, { event }) => {
        if (next && event?.target instanceof Element) setDialog(event.target.closest('dialog'))
        setOpen(next)
      }}
    >
      <Base.Trigger render={trigger} delay={TOOLTIP_DELAY_MS} />
      <Base.Portal container={dialog ?? undefined}>
        <Base.Positioner
          side="top"
          sideOffset={TOOLTIP_OFFSET_PX}
          collisionPadding={8}
          className="tooltip-positioner"
        >
          <Base.Popup id={popupId} className="tooltip" role="tooltip">
            {content}
          </Base.Popup>
        </Base.Positioner>
      </Base.Portal>
    </Base.Root>
  )
}
