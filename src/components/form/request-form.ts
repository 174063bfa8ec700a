import type { FieldValues, UseFormReturn } from 'react-hook-form'
import type { ApiRequest, OperationId, OpResult } from '~/api/client'
import { type ApiError, capitalize } from '~/api/errors'
import { mutate } from '~/api/query'
import { addToast, type ToastVariant } from '~/ui/toast'
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

type ToastText = { title: string; content?: string; variant?: ToastVariant }

/**
 * What the form says: a verb and a noun ("Create subnet" as title, "Create
 * subnet" on the button, "Subnet created" with the typed name as toast), or,
 * for words of its own, its `title`, `submitLabel` and `toast`. Values
 * without a name (a range, a session) must say what the toast shows: `content`.
 */
type FormWords<T, R> =
  | { verb: keyof typeof words; noun: string; content?: (values: T) => string }
  | { title: string; submitLabel?: string; toast: (values: T, answer: R) => ToastText }

/** What a form does besides its call: its words, and where a refusal shows. */
export type FormAction<T, R> = FormWords<T, R> & {
  /** the error the shell shows for a refusal; it may also set it on the field it is about */
  placeError?: (error: ApiError) => ApiError
  /**
   * A check before the call, on figures read afresh (the room left in the silo or
   * a pool): a rejection shows above the fields as a refusal would, and nothing is sent
   */
  preflight?: (values: T) => Promise<void>
}

/** A one-call form's action: its words and the operations its call changes. */
export type RequestFormAction<T, K extends OperationId = OperationId> = FormAction<
  T,
  OpResult<K>
> & {
  invalidates: readonly OperationId[]
  /** the call as "Equivalent CLI / API" shows it, when it must hide a secret the call sends */
  shown?: (values: T) => ApiRequest
}

type ShellProps<T extends FieldValues> = Omit<FormShellProps<T>, 'onDismiss' | 'children'>

/**
 * The shell props of a form whose submit is the one call that `request`
 * builds: the call shown live under "Equivalent CLI / API" and sent through
 * `mutate`, then the toast, then `onDone(content, answer)`, `content` being
 * what the toast showed (the typed name) and `answer` the call's. A `toast`
 * that reads the answer needs `request`'s values typed (`(v: Values) => ...`),
 * for the answer's type to come from the call.
 */
export function requestFormProps<T extends FieldValues, K extends OperationId>(
  form: UseFormReturn<T>,
  action: RequestFormAction<NoInfer<T>, NoInfer<K>>,
  request: (values: T) => ApiRequest<K>,
  onDone: (content: string, answer: OpResult<K>) => void,
): ShellProps<T> {
  return {
    ...stepsFormProps(
      form,
      action,
      (values) => {
        const { operationId, params } = request(values)
        return mutate(operationId, params, { invalidates: action.invalidates })
      },
      onDone,
    ),
    request: action.shown ?? request,
  }
}

/**
 * The shell props of a form whose submit is several calls (an upload's
 * steps, a create then an attach): `steps` makes them, each through `mutate`,
 * and resolves with the answer `onDone` and the toast get; `request`, when
 * given, is the first call, shown under "Equivalent CLI / API".
 */
export function stepsFormProps<T extends FieldValues, R>(
  form: UseFormReturn<T>,
  action: FormAction<NoInfer<T>, NoInfer<R>> & { request?: (values: T) => ApiRequest | undefined },
  steps: (values: T) => Promise<R>,
  onDone: (content: string, answer: R) => void,
): ShellProps<T> {
  const { title, submitLabel, toast } =
    'verb' in action ? wordsOf<T>(action) : { submitLabel: undefined, ...action }
  // the answer of this render's submit, for the toast and `onDone` once the shell calls onSuccess
  let answer: R
  return {
    title,
    submitLabel,
    form,
    request: action.request,
    onSubmit: async (values) => {
      await action.preflight?.(values)
      try {
        answer = await steps(values)
      } catch (e) {
        throw action.placeError ? action.placeError(e as ApiError) : e
      }
    },
    onSuccess: () => {
      const text = toast(form.getValues(), answer)
      addToast(text)
      onDone(text.content ?? '', answer)
    },
  }
}

function wordsOf<T extends FieldValues>(action: {
  verb: keyof typeof words
  noun: string
  content?: (values: T) => string
}) {
  const { verb, noun } = action
  const content = action.content ?? ((values: T) => (values as unknown as NamedValues).name.trim())
  const [titleVerb, buttonVerb, done] = words[verb]
  return {
    title: `${titleVerb} ${noun}`,
    submitLabel: `${buttonVerb} ${noun}`,
    toast: (values: T) => ({ title: `${capitalize(noun)} ${done}`, content: content(values) }),
  }
}
