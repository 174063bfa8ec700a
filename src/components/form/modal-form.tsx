import { type ReactNode, useId } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { Alert } from '~/ui/alert'
import { Button } from '~/ui/button'
import { Modal } from '~/ui/modal'

/**
 * The one small-form shell: a centred modal holding a form, Cancel and a submit
 * button in its footer, and the failed call's message above the fields. Side
 * modals (`SideModalForm`) are for create and edit pages; this is for a quick
 * pick (attach, demote, add a member). The form's submit event stops here, so a
 * modal portalled out of another form never submits that one.
 */
export function ModalForm<T extends FieldValues>({
  title,
  submitLabel,
  form,
  onSubmit,
  onDismiss,
  loading = false,
  submitDisabled = false,
  error,
  children,
}: {
  title: string
  submitLabel: string
  form: UseFormReturn<T>
  onSubmit: (values: T) => void
  onDismiss: () => void
  loading?: boolean
  submitDisabled?: boolean
  /** the failed call: its title and the API's message */
  error?: { title: string; message: string } | null
  children: ReactNode
}) {
  const formId = useId()
  const submit = form.handleSubmit(onSubmit)
  return (
    <Modal
      title={title}
      isOpen
      onDismiss={onDismiss}
      footer={
        <>
          <Button variant="secondary" onClick={onDismiss}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={loading} disabled={submitDisabled}>
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
        {error && <Alert title={error.title}>{error.message}</Alert>}
        {children}
      </form>
    </Modal>
  )
}
