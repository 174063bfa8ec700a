import { type ReactNode, useState } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import type { ApiRequest } from '~/api/client'
import type { ApiError } from '~/api/errors'
import { WholeSetConflict } from '~/api/whole-set'
import { Alert } from '~/ui/alert'
import { ReviewBack, SetConflictAlert } from './whole-set'

/**
 * What both form shells take: `SideModalForm` for create
 * and edit pages, `ModalForm` for a quick pick in a centred modal.
 */
export type FormShellProps<T extends FieldValues> = {
  title: string
  form: UseFormReturn<T>
  /**
   * The change: return the call's promise (`mutation.mutateAsync(...)`) and a
   * rejection shows in the form, the typed input kept. A change made in the
   * browser (a subform adding to a list) may return nothing.
   */
  onSubmit?: (values: T) => unknown
  /** after a successful submit: usually a toast and a way back (navigate, close) */
  onSuccess?: () => void
  /** closes the form, e.g. navigates back to the list */
  onDismiss: () => void
  /** the submit button's text; the title by default */
  submitLabel?: string
  /** the field an ObjectAlreadyExists error lands on, when the form has it */
  nameField?: Path<T>
  /** the title of the alert with the failed call's message */
  errorTitle?: string
  /** e.g. when there is nothing to pick */
  submitDisabled?: boolean
  /**
   * The call the submit makes, built from the values by the same function the
   * submit uses: the shell shows it, live, under "Equivalent CLI / API".
   * Undefined when the values make no single call (e.g. a file upload).
   */
  request?: (values: T) => ApiRequest | undefined
  children: ReactNode
}

type SubmitOptions<T extends FieldValues> = Pick<
  FormShellProps<T>,
  'form' | 'onSubmit' | 'onSuccess' | 'nameField'
>

/**
 * The shells' one submit path: validate, call, then `onSuccess`; a failed
 * call's error is kept to show (and cleared by the next attempt), except
 * "name already exists", which lands on the name field.
 */
export function useFormSubmit<T extends FieldValues>({
  form,
  onSubmit,
  onSuccess,
  nameField = 'name' as Path<T>,
}: SubmitOptions<T>) {
  const [error, setError] = useState<ApiError | WholeSetConflict | null>(null)
  const { isSubmitting } = form.formState

  const send = form.handleSubmit(async (values) => {
    if (!onSubmit) return
    try {
      await onSubmit(values)
    } catch (e) {
      // back from a whole-set form's review: nothing was sent, nothing went wrong
      if (e instanceof ReviewBack) return
      const apiError = e as ApiError
      const hasNameField = form.getValues(nameField) !== undefined
      if (apiError.errorCode === 'ObjectAlreadyExists' && hasNameField) {
        form.setError(nameField, { message: apiError.message }, { shouldFocus: true })
      } else {
        setError(apiError)
      }
      return
    }
    onSuccess?.()
  })
  // a new attempt clears the last call's error, even one that stops at a field's rule
  const submit = () => {
    setError(null)
    return send()
  }

  // a whole-set conflict: take the fresh set as the base and send the person's change again
  const reapply = () => {
    if (error instanceof WholeSetConflict) error.rebase()
    return submit()
  }

  return { submit, reapply, error, isSubmitting }
}

/**
 * After a submit with fields to fix: an Error alert for one, an Errors alert
 * with their count for several (each field says what is wrong itself).
 */
export const fieldErrorsAlert = (count: number) =>
  count === 1
    ? { title: 'Error', children: 'One issue needs fixing before this can be saved.' }
    : { title: 'Errors', children: `${count} issues need fixing before this can be saved.` }

/**
 * Above the fields: the failed call's message, or, after a submit, what
 * `fieldErrorsAlert` says of the fields that need fixing.
 */
export function FormErrorAlert<T extends FieldValues>({
  form,
  error,
  title = 'Error',
  onReapply,
  onDiscard,
}: {
  form: UseFormReturn<T>
  error: ApiError | WholeSetConflict | null
  title?: string
  onReapply: () => void
  onDiscard: () => void
}) {
  const { errors, submitCount } = form.formState
  const fieldErrorCount = Object.keys(errors).length
  if (error instanceof WholeSetConflict) {
    return <SetConflictAlert error={error} onReapply={onReapply} onDiscard={onDiscard} />
  }
  if (error) return <Alert title={title}>{error.message}</Alert>
  if (submitCount > 0 && fieldErrorCount > 0)
    return <Alert {...fieldErrorsAlert(fieldErrorCount)} />
  return null
}
