import { type CSSProperties, type ReactNode, useEffect, useId, useRef } from 'react'
import { modalWidths } from './constants'
import { useReturnFocus } from './focus-return'

/** What every dialog is given: its title, how it is dismissed, its body and its footer. */
export type DialogProps = {
  title: string
  onDismiss: () => void
  children: ReactNode
  footer?: ReactNode
}

/**
 * The native <dialog> under both dialogs (`Modal`, `SideModal`): shown as a
 * modal while open (focus trap and backdrop come with it), focus back where
 * it was once closed, Escape dismissing it; inside, its title with a Close
 * button, its body and its footer, in the classes of its kind
 * (`modal-header`, `side-modal-body`…). `inner` wraps what is inside (a
 * side modal's form).
 */
export function NativeDialog({
  kind,
  isOpen,
  style,
  inner = (content) => content,
  title,
  onDismiss,
  children,
  footer,
}: DialogProps & {
  kind: 'modal' | 'side-modal'
  isOpen: boolean
  style: CSSProperties
  inner?: (content: ReactNode) => ReactNode
}) {
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
      className={kind}
      style={style}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault()
        onDismiss()
      }}
    >
      {inner(
        <>
          <header className={`${kind}-header`}>
            <h2 id={titleId} className={`${kind}-title`}>
              {title}
            </h2>
            <button type="button" className="icon-button" aria-label="Close" onClick={onDismiss}>
              ×
            </button>
          </header>
          <div className={`${kind}-body`}>{children}</div>
          {footer && <footer className={`${kind}-footer`}>{footer}</footer>}
        </>,
      )}
    </dialog>
  )
}

type Props = DialogProps & {
  isOpen: boolean
  width?: keyof typeof modalWidths
}

/** A centred dialog on the native <dialog>: focus trap, Escape and backdrop come with it. */
export function Modal({ width = 'medium', ...dialog }: Props) {
  // a custom property, so that a phone's width (styles.css) can take over
  const style = { '--modal-width': modalWidths[width] } as CSSProperties
  return <NativeDialog kind="modal" style={style} {...dialog} />
}
