import { type ReactNode, Suspense, useId, useState } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import type { ApiRequest } from '~/api/client'
import { lazyWithRetry } from '~/ui/lazy-with-retry'
import { Spinner } from '~/ui/spinner'

// the panel and the request text it builds load on first opening, not with the page
const FormRequestPanel = lazyWithRetry(() =>
  import('./request-panel').then((m) => ({ default: m.FormRequestPanel })),
)
const StaticRequestPanel = lazyWithRetry(() =>
  import('./request-panel').then((m) => ({ default: m.StaticRequestPanel })),
)

export const REQUEST_DISCLOSURE_LABEL = 'Equivalent CLI / API'

/** A button that shows and hides what it holds; closed at first. `beside` goes on its line. */
function Disclosure({ children, beside }: { children: ReactNode; beside?: ReactNode }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  return (
    <div className="request-disclosure">
      <div className="request-disclosure-bar">
        <button
          type="button"
          className="disclosure-button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
        >
          <span aria-hidden="true">{open ? '▾' : '▸'}</span> {REQUEST_DISCLOSURE_LABEL}
        </button>
        {beside}
      </div>
      <div id={id} hidden={!open}>
        {open && <Suspense fallback={<Spinner />}>{children}</Suspense>}
      </div>
    </div>
  )
}

/** In a form shell: the call the form would make with what is typed now, updated as it changes. */
export function FormRequestDisclosure<T extends FieldValues>({
  beside,
  ...props
}: {
  form: UseFormReturn<T>
  toRequest: (values: T) => ApiRequest | undefined
  /** on its line: an edit form's "Copy as Terraform" */
  beside?: ReactNode
}) {
  return (
    <Disclosure beside={beside}>
      <FormRequestPanel
        {...(props as {
          form: UseFormReturn<FieldValues>
          toRequest: (v: FieldValues) => ApiRequest | undefined
        })}
      />
    </Disclosure>
  )
}

/** On a detail page: the call that reads the resource shown; `beside`, a "Copy as Terraform". */
export function ViewRequestDisclosure({
  request,
  beside,
}: {
  request: ApiRequest
  beside?: ReactNode
}) {
  return (
    <Disclosure beside={beside}>
      <StaticRequestPanel request={request} />
    </Disclosure>
  )
}
