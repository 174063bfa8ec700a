import type { FieldValues, UseFormReturn } from 'react-hook-form'
import type { ApiRequest, OperationId } from '~/api/client'
import { capitalize } from '~/api/errors'
import { mutateRequest } from '~/api/query'
import { addToast } from '~/ui/toast'
import type { FormShellProps } from './form-submit'

type NamedValues = { name: string }

// the title's verb, the button's, and the toast's
const words = {
  create: ['Create', 'Create', 'created'],
  update: ['Edit', 'Update', 'updated'],
  add: ['Add', 'Add', 'added'],
  attach: ['Attach', 'Attach', 'attached'],
  enable: ['Enable', 'Enable', 'enabled'],
} as const

/** What a create or edit form does, and the operations its call changes. */
export type RequestFormAction = {
  verb: keyof typeof words
  /** as in a sentence: "VPC", "subnet" */
  noun: string
  invalidates: readonly OperationId[]
}

/**
 * The shell props of a create, edit or add form whose submit is the one call
 * that `request` builds: "Create subnet" / "Edit subnet" / "Add SSH key" as
 * title, "Create subnet" / "Update subnet" / "Add SSH key" on the button, the
 * call shown live and sent, then a "Subnet created" / "Subnet updated" /
 * "SSH key added" toast with the typed name (or the action's `content`), then
 * `onDone(name)`.
 */
export function requestFormProps<T extends NamedValues>(
  form: UseFormReturn<T>,
  action: RequestFormAction,
  request: (values: T) => ApiRequest,
  onDone: (name: string) => void,
): Omit<FormShellProps<T>, 'onDismiss' | 'children'>
/** Values without a name (a range, a session) say what the toast shows: `content`. */
export function requestFormProps<T extends FieldValues>(
  form: UseFormReturn<T>,
  action: RequestFormAction & { content: (values: T) => string },
  request: (values: T) => ApiRequest,
  onDone: (name: string) => void,
): Omit<FormShellProps<T>, 'onDismiss' | 'children'>
export function requestFormProps<T extends FieldValues>(
  form: UseFormReturn<T>,
  {
    verb,
    noun,
    invalidates,
    content = (values) => (values as unknown as NamedValues).name.trim(),
  }: RequestFormAction & { content?: (values: T) => string },
  request: (values: T) => ApiRequest,
  onDone: (name: string) => void,
): Omit<FormShellProps<T>, 'onDismiss' | 'children'> {
  const [titleVerb, buttonVerb, done] = words[verb]
  return {
    title: `${titleVerb} ${noun}`,
    submitLabel: `${buttonVerb} ${noun}`,
    form,
    request,
    onSubmit: (values) => mutateRequest(request(values), { invalidates }),
    onSuccess: () => {
      const name = content(form.getValues())
      addToast({ title: `${capitalize(noun)} ${done}`, content: name })
      onDone(name)
    },
  }
}
