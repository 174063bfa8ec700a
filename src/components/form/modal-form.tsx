import { useId } from 'react'
import type { FieldValues } from 'react-hook-form'
import { FormRequestDisclosure } from '~/components/request-disclosure'
import { Button } from '~/ui/button'
import { Modal } from '~/ui/modal'
import { FormErrorAlert, type FormShellProps, useFormSubmit } from './form-submit'

/**
 * The small-form shell: a centred modal holding a form, Cancel and a submit
 * button in its footer, the failed call's message above the fields. Same
 * props and submit path as `SideModalForm` (`FormShellProps`,
 * `useFormSubmit`); side modals are for create and edit pages, this is for a
 * quick pick (attach, demote, add a member). The form's submit event stops
 * here, so a modal portalled out of another form never submits that one.
 */
export function ModalForm<T extends FieldValues>(props: FormShellProps<T>) {
  const { title, form, onDismiss, submitLabel, errorTitle, submitDisabled = false } = props
  const formId = useId()
  const { submit, reapply, error, isSubmitting } = useFormSubmit(props)
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
          <Button type="submit" form={formId} loading={isSubmitting} disabled={submitDisabled}>
            {submitLabel ?? title}
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
        <FormErrorAlert
          form={form}
          error={error}
          title={errorTitle}
          onReapply={reapply}
          onDiscard={onDismiss}
        />
        {props.children}
        {props.request && <FormRequestDisclosure form={form} toRequest={props.request} />}
      </form>
    </Modal>
  )
}
