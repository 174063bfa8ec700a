import { type ReactNode, useEffect, useId, useRef } from 'react'
import { SIDE_MODAL_WIDTH } from './constants'
import { useReturnFocus } from './focus-return'

type Props = {
  title: string
  onDismiss: () => void
  children: ReactNode
  footer?: ReactNode
  /** side modals that are forms render as one <form> so Enter submits */
  as?: 'div' | 'form'
  onSubmit?: (e: React.FormEvent<HTMLFormElement>) => void
}

/** A panel over the right edge of the page (32rem wide), on the native <dialog>. */
export function SideModal({ title, onDismiss, children, footer, as = 'div', onSubmit }: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useReturnFocus(true)
  useEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.open) dialog.showModal()
  }, [])
  return (
    <dialog
      ref={ref}
      className="side-modal"
      style={{ width: SIDE_MODAL_WIDTH }}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault()
        onDismiss()
      }}
    >
      <Body as={as} onSubmit={onSubmit}>
        <header className="side-modal-header">
          <h2 id={titleId} className="side-modal-title">
            {title}
          </h2>
          <button type="button" className="icon-button" aria-label="Close" onClick={onDismiss}>
            ×
          </button>
        </header>
        <div className="side-modal-body">{children}</div>
        {footer && <footer className="side-modal-footer">{footer}</footer>}
      </Body>
    </dialog>
  )
}

function Body({
  as,
  onSubmit,
  children,
}: Pick<Props, 'as' | 'onSubmit'> & { children: ReactNode }) {
  // forms validate themselves and show their own messages
  return as === 'form' ? (
    <form className="side-modal-inner" onSubmit={onSubmit} noValidate>
      {children}
    </form>
  ) : (
    <div className="side-modal-inner">{children}</div>
  )
}
