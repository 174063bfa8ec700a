import { type ReactElement, type ReactNode, useId, useRef, useState } from 'react'
import { TOOLTIP_DELAY_MS, TOOLTIP_OFFSET_PX } from './constants'

/** Shows `content` above its child after a short hover or on keyboard focus. */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactElement }) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const show = () => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setOpen(true), TOOLTIP_DELAY_MS)
  }
  const hide = () => {
    clearTimeout(timer.current)
    setOpen(false)
  }
  return (
    // a wrapper span gets the events: disabled buttons fire no mouse events themselves
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only reveal a description
    <span
      className="tooltip-anchor"
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
      aria-describedby={open ? id : undefined}
    >
      {children}
      {open && (
        <span
          role="tooltip"
          id={id}
          className="tooltip"
          style={{ bottom: `calc(100% + ${TOOLTIP_OFFSET_PX}px)` }}
        >
          {content}
        </span>
      )}
    </span>
  )
}
