import { type ReactNode, useEffect, useRef, useState } from 'react'
import type { FieldValues } from 'react-hook-form'
import { useBlocker, useLocation } from 'react-router'
import type { ApiError } from '~/api/errors'
import { FormRequestDisclosure } from '~/components/request-disclosure'
import { Alert } from '~/ui/alert'
import { Button } from '~/ui/button'
import { Modal } from '~/ui/modal'
import { SideModal } from '~/ui/side-modal'
import { type Draft, dropDraft, fieldLabel, loadDraft, saveDraft } from './form-draft'
import { FormErrorAlert, type FormShellProps, useFormSubmit } from './form-submit'
import { SetReview } from './set-review'
import type { PendingReview } from './whole-set'

/**
 * The form shell of create and edit pages (child routes of their list): a side modal
 * with the submit button, the error alert, "name already exists" on the name
 * field (`useFormSubmit`, shared with `ModalForm`), and a guard against losing
 * typed input. Without `onSubmit` it is a read-only view. A submit refused
 * with a 401 (the session ended) keeps the typed values, secrets left out,
 * for when the person is back from signing in (`form-draft.ts`). A whole-set
 * form passes its `review` (`useWholeSet`): while the change waits on the
 * person, the review step takes the fields' place (kept, hidden, as typed),
 * with "Back" and the submit's words to send it.
 */
export function SideModalForm<T extends FieldValues>(
  props: FormShellProps<T> & {
    review?: PendingReview | null
    /** beside the "Equivalent CLI / API" button: an edit form's "Copy as Terraform" */
    requestBeside?: ReactNode
  },
) {
  const {
    title,
    form,
    onSubmit,
    onDismiss,
    submitLabel,
    errorTitle,
    submitDisabled = false,
    review,
  } = props
  const done = useRef(false)
  const { isDirty } = form.formState
  const route = useLocation().pathname
  const [restored] = useState(() => (onSubmit ? loadDraft(route) : undefined))
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the form opens
  useEffect(() => {
    if (restored)
      form.reset({ ...form.getValues(), ...restored.values }, { keepDefaultValues: true })
  }, [])
  const dismiss = () => {
    dropDraft(route)
    onDismiss()
  }
  const { submit, reapply, error, isSubmitting } = useFormSubmit({
    ...props,
    onSubmit:
      onSubmit &&
      (async (values: T) => {
        try {
          return await onSubmit(values)
        } catch (e) {
          if ((e as ApiError).statusCode === 401) saveDraft(route, form.getValues())
          throw e
        }
      }),
    onSuccess: () => {
      done.current = true
      dropDraft(route)
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
      onDismiss={dismiss}
      as="form"
      onSubmit={(e) => {
        e.preventDefault()
        submit()
      }}
      footer={
        review ? (
          <>
            {/* keys of their own: never the submit's button, pressed again */}
            <Button
              key="review-back"
              variant="secondary"
              onClick={review.back}
              disabled={review.sending}
            >
              Back
            </Button>
            <Button key="review-confirm" onClick={review.confirm} loading={review.sending}>
              {submitLabel ?? title}
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={dismiss}>
              {onSubmit ? 'Cancel' : 'Close'}
            </Button>
            {onSubmit && (
              <Button type="submit" loading={isSubmitting} disabled={submitDisabled}>
                {submitLabel ?? title}
              </Button>
            )}
          </>
        )
      }
    >
      {review && <SetReview pending={review} submitLabel={submitLabel ?? title} />}
      <div hidden={!!review} className="side-modal-fields">
        {restored && <RestoredNote draft={restored} />}
        <FormErrorAlert
          form={form}
          error={error}
          title={errorTitle}
          onReapply={reapply}
          onDiscard={() => {
            // the person chose to drop their input: no "Discard changes?" on the way out
            done.current = true
            dismiss()
          }}
        />
        {props.children}
        {props.request && (
          <FormRequestDisclosure
            form={form}
            toRequest={props.request}
            beside={props.requestBeside}
          />
        )}
      </div>
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

/** Above a form opened with what was typed before a sign-in. */
function RestoredNote({ draft }: { draft: Draft }) {
  return (
    <Alert variant="info" title="Restored what you typed">
      Your session ended before this form was sent; what you typed is back, so check it and submit
      again.
      {draft.dropped.length > 0 &&
        ` Secrets are never kept: enter again ${draft.dropped.map(fieldLabel).join(', ')}.`}
    </Alert>
  )
}
