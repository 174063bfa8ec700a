import { type HTMLAttributes, type ReactNode, type SyntheticEvent, useId } from 'react'
import { createPortal } from 'react-dom'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { Button } from '~/ui/button'
import { Modal } from '~/ui/modal'

// React types `onCancel` on <dialog> only, yet the event bubbles through the React tree
const stopCancel = {
  onCancel: (e: SyntheticEvent) => e.stopPropagation(),
} as HTMLAttributes<HTMLDivElement>

/**
 * A small form over the instance create form that adds one entry to one of its
 * lists (a disk, a network interface). It is portalled out of the outer <form>
 * (forms cannot nest) and stops its submit event, which React would otherwise
 * bubble up to the outer form through the portal; likewise its Escape.
 */
export function SubformModal<T extends FieldValues>({
  title,
  submitLabel,
  form,
  onSubmit,
  onDismiss,
  children,
}: {
  title: string
  submitLabel: string
  form: UseFormReturn<T>
  onSubmit: (values: T) => void
  onDismiss: () => void
  children: ReactNode
}) {
  const formId = useId()
  const submit = form.handleSubmit(onSubmit)
  return createPortal(
    // Escape cancels this dialog only: React would bubble its cancel event up to the side modal
    <div {...stopCancel}>
      <Modal
        title={title}
        isOpen
        onDismiss={onDismiss}
        footer={
          <>
            <Button variant="secondary" onClick={onDismiss}>
              Cancel
            </Button>
            <Button type="submit" form={formId}>
              {submitLabel}
            </Button>
          </>
        }
      >
        <form
          id={formId}
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            e.stopPropagation()
            submit()
          }}
        >
          {children}
        </form>
      </Modal>
    </div>,
    document.body,
  )
}
