import { type CSSProperties, type ReactNode, useEffect, useId, useRef } from 'react'
import { modalWidths } from './constants'
import { useReturnFocus } from './focus-return'

type Props = {
  title: string
  isOpen: boolean
  onDismiss: () => void
  width?: keyof typeof modalWidths
  children: ReactNode
  footer?: ReactNode
}

/** A centred dialog on the native <dialog>: focus trap, Escape and backdrop come with it. */
export function Modal({ title, isOpen, onDismiss, width = 'medium', children, footer }: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useReturnFocus(isOpen)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (isOpen && !dialog.open) dialog.showModal()
    if (!isOpen && dialog.open) dialog.close()
  }, [isOpen])
  if (!isOpen) return null
  return (
    <dialog
      ref={ref}
      className="modal"
      // a custom property, so that a phone's width (styles.css) can take over
      style={{ '--modal-width': modalWidths[width] } as CSSProperties}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault()
        onDismiss()
      }}
    >
      <header className="modal-header">
        <h2 id={titleId} className="modal-title">
          {title}
        </h2>
        <button type="button" className="icon-button" aria-label="Close" onClick={onDismiss}>
          ×
        </button>
      </header>
      <div className="modal-body">{children}</div>
      {footer && <footer className="modal-footer">{footer}</footer>}
    </dialog>
  )
}
