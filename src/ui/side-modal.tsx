import type { ReactNode } from 'react'
import { SIDE_MODAL_WIDTH } from './constants'
import { type DialogProps, NativeDialog } from './modal'

type Props = DialogProps & {
  /** side modals that are forms render as one <form> so Enter submits */
  as?: 'div' | 'form'
  onSubmit?: (e: React.FormEvent<HTMLFormElement>) => void
}

/** A panel over the right edge of the page (32rem wide), on the native <dialog>. */
export function SideModal({ as = 'div', onSubmit, ...dialog }: Props) {
  return (
    <NativeDialog
      kind="side-modal"
      isOpen
      style={{ width: SIDE_MODAL_WIDTH }}
      inner={(content) => (
        <Body as={as} onSubmit={onSubmit}>
          {content}
        </Body>
      )}
      {...dialog}
    />
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
