import { type ReactNode, useEffect, useRef, useState } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { useBlocker } from 'react-router'
import type { ApiError } from '~/api/errors'
import { Alert } from '~/ui/alert'
import { Button } from '~/ui/button'
import { Modal } from '~/ui/modal'
import { SideModal } from '~/ui/side-modal'

type Props<T extends FieldValues> = {
  title: string
  form: UseFormReturn<T>
  /** the API call; reject with an ApiError to show it in the form */
  onSubmit?: (values: T) => Promise<unknown>
  /** after a successful submit: usually a toast and a navigation back to the list */
  onSuccess?: () => void
  /** closes the form, e.g. navigates back to the list */
  onDismiss: () => void
  submitLabel?: string
  /** the field an ObjectAlreadyExists error belongs on */
  nameField?: Path<T>
  children: ReactNode
}

/**
 * The one form shell (STYLE.md, point 8): a side modal with the submit button,
 * the error alert, "name already exists" on the name field, and a guard against
 * losing typed input. Without `onSubmit` it is a read-only view.
 */
export function SideModalForm<T extends FieldValues>({
  title,
  form,
  onSubmit,
  onSuccess,
  onDismiss,
  submitLabel,
  nameField = 'name' as Path<T>,
  children,
}: Props<T>) {
  const [serverError, setServerError] = useState<ApiError | null>(null)
  const done = useRef(false)
  const { isDirty, isSubmitting, errors, submitCount } = form.formState

  // a 401 sends the person to sign in (spec section 8): that is not theirs to discard
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty &&
      !done.current &&
      currentLocation.pathname !== nextLocation.pathname &&
      !nextLocation.pathname.startsWith('/login'),
  )

  // a new attempt clears the last server error
  useEffect(() => {
    if (isSubmitting) setServerError(null)
  }, [isSubmitting])

  const submit = form.handleSubmit(async (values) => {
    if (!onSubmit) return
    try {
      await onSubmit(values)
      done.current = true
      onSuccess?.()
    } catch (e) {
      const error = e as ApiError
      if (error.errorCode === 'ObjectAlreadyExists' && nameField) {
        form.setError(nameField, { message: error.message }, { shouldFocus: true })
      } else {
        setServerError(error)
      }
    }
  })

  const fieldErrorCount = Object.keys(errors).length
  return (
    <SideModal
      title={title}
      onDismiss={onDismiss}
      as="form"
      onSubmit={(e) => {
        e.preventDefault()
        submit()
      }}
      footer={
        <>
          <Button variant="secondary" onClick={onDismiss}>
            {onSubmit ? 'Cancel' : 'Close'}
          </Button>
          {onSubmit && (
            <Button type="submit" loading={isSubmitting}>
              {submitLabel ?? title}
            </Button>
          )}
        </>
      }
    >
      {serverError && <Alert title="Error">{serverError.message}</Alert>}
      {!serverError && submitCount > 0 && fieldErrorCount > 1 && (
        <Alert title="Errors">{fieldErrorCount} issues need fixing before this can be saved.</Alert>
      )}
      {children}
      {blocker.state === 'blocked' && (
        <Modal
          title="Discard changes?"
          isOpen
          width="narrow"
          onDismiss={() => blocker.reset()}
          footer={
            <>
              <Button variant="secondary" onClick={() => blocker.reset()}>
                Keep editing
              </Button>
              <Button variant="danger" onClick={() => blocker.proceed()}>
                Discard changes
              </Button>
            </>
          }
        >
          What you typed in this form will be lost.
        </Modal>
      )}
    </SideModal>
  )
}
