import type { HTMLAttributes, ReactNode, SyntheticEvent } from 'react'
import { createPortal } from 'react-dom'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { ModalForm } from '~/components/form/modal-form'

// React types `onCancel` on <dialog> only, yet the event bubbles through the React tree
const stopCancel = {
  onCancel: (e: SyntheticEvent) => e.stopPropagation(),
} as HTMLAttributes<HTMLDivElement>

/**
 * A small form over the instance create form that adds one entry to one of its
 * lists (a disk, a network interface). It is portalled out of the outer <form>
 * (forms cannot nest); `ModalForm` stops its submit event, which React would
 * otherwise bubble up to the outer form through the portal, and this stops its Escape.
 */
export function SubformModal<T extends FieldValues>({
  title,
  submitLabel,
  form,
  onSubmit,
  onDismiss,
  taken = [],
  children,
}: {
  title: string
  submitLabel: string
  form: UseFormReturn<T>
  onSubmit: (values: T) => void
  onDismiss: () => void
  /** the names the list has already: a repeat is refused on the name field */
  taken?: string[]
  children: ReactNode
}) {
  return createPortal(
    // Escape cancels this dialog only: React would bubble its cancel event up to the side modal
    <div {...stopCancel}>
      <ModalForm
        title={title}
        submitLabel={submitLabel}
        form={form}
        onSubmit={(values) => {
          // the API refuses a list with repeated items
          const name = String(values.name ?? '').trim()
          if (taken.includes(name)) {
            const message = { message: 'Items must be unique' }
            form.setError('name' as Path<T>, message, { shouldFocus: true })
            return
          }
          onSubmit(values)
        }}
        onDismiss={onDismiss}
      >
        {children}
      </ModalForm>
    </div>,
    document.body,
  )
}
