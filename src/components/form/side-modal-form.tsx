import { useRef } from 'react'
import type { FieldValues } from 'react-hook-form'
import { useBlocker } from 'react-router'
import { FormRequestDisclosure } from '~/components/request-disclosure'
import { Button } from '~/ui/button'
import { Modal } from '~/ui/modal'
import { SideModal } from '~/ui/side-modal'
import { FormErrorAlert, type FormShellProps, useFormSubmit } from './form-submit'

/**
 * The form shell of create and edit pages (child routes of their list): a side modal
 * with the submit button, the error alert, "name already exists" on the name
 * field (`useFormSubmit`, shared with `ModalForm`), and a guard against losing
 * typed input. Without `onSubmit` it is a read-only view.
 */
export function SideModalForm<T extends FieldValues>(props: FormShellProps<T>) {
  const {
    title,
    form,
    onSubmit,
    onDismiss,
    submitLabel,
    errorTitle,
    submitDisabled = false,
  } = props
  const done = useRef(false)
  const { isDirty } = form.formState
  const { submit, reapply, error, isSubmitting } = useFormSubmit({
    ...props,
    onSuccess: () => {
      done.current = true
      props.onSuccess?.()
    },
  })

  // a 401 sends the person to sign in: that is not theirs to discard
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty &&
      !done.current &&
      currentLocation.pathname !== nextLocation.pathname &&
      !nextLocation.pathname.startsWith('/login'),
  )

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
            <Button type="submit" loading={isSubmitting} disabled={submitDisabled}>
              {submitLabel ?? title}
            </Button>
          )}
        </>
      }
    >
      <FormErrorAlert
        form={form}
        error={error}
        title={errorTitle}
        onReapply={reapply}
        onDiscard={() => {
          // the person chose to drop their input: no "Discard changes?" on the way out
          done.current = true
          onDismiss()
        }}
      />
      {props.children}
      {props.request && <FormRequestDisclosure form={form} toRequest={props.request} />}
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
