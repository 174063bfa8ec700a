import { useId } from 'react'
import { type FieldValues, type UseFormReturn, useWatch } from 'react-hook-form'
import type { ApiRequest } from '~/api/client'
import { BODY_FILE, cliText, curlText, httpText, wireRequest } from '~/api/request-text'
import { CopyButton } from '~/ui/copy-button'

/** One block of text with its heading and its copy button. */
function Block({ title, text, copyLabel }: { title: string; text: string; copyLabel: string }) {
  const titleId = useId()
  return (
    <section className="request-block" aria-labelledby={titleId}>
      <div className="request-block-header">
        <h3 id={titleId} className="request-block-title">
          {title}
        </h3>
        <CopyButton text={text} label={copyLabel} />
      </div>
      <pre className="compute-command">{text}</pre>
    </section>
  )
}

function RequestText({ request }: { request: ApiRequest }) {
  const wire = wireRequest(request)
  const cli = cliText(request, wire)
  return (
    <div className="request-panel">
      {cli && <Block title="CLI" text={cli.command} copyLabel="Copy CLI command" />}
      {cli?.bodyFile && (
        <Block title={BODY_FILE} text={cli.bodyFile} copyLabel={`Copy ${BODY_FILE}`} />
      )}
      <Block title="HTTP request" text={httpText(wire)} copyLabel="Copy HTTP request" />
      <Block title="curl" text={curlText(wire)} copyLabel="Copy curl command" />
    </div>
  )
}

/** The form's values as its call, live: the same body-building function the submit uses. */
export function FormRequestPanel({
  form,
  toRequest,
}: {
  form: UseFormReturn<FieldValues>
  toRequest: (values: FieldValues) => ApiRequest | undefined
}) {
  // re-render on every change; read the whole value set (defaults included) from the form
  useWatch({ control: form.control })
  let request: ApiRequest | undefined
  try {
    request = toRequest(form.getValues())
  } catch {
    // a value half typed (a number field with letters) cannot make a body yet
    request = undefined
  }
  if (!request) {
    return <p className="field-help">No single API call matches these values yet.</p>
  }
  return <RequestText request={request} />
}

export function StaticRequestPanel({ request }: { request: ApiRequest }) {
  return <RequestText request={request} />
}
