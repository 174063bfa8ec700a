import type { ReactNode } from 'react'

/**
 * What every form field has around its control: the label with its "Required"
 * mark, help text above and the error below, with the ids (`{id}-help`,
 * `{id}-error`) the control's `aria-describedby` names.
 */
export function FieldFrame({
  id,
  label,
  required,
  description,
  error,
  children,
}: {
  id: string
  label: ReactNode
  required?: boolean
  description?: ReactNode
  error?: string
  children: ReactNode
}) {
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
        {/* the control says it is required (aria-required), so the mark is for the eye only */}
        {required && (
          <span className="field-required" aria-hidden="true">
            Required
          </span>
        )}
      </label>
      {description && (
        <span className="field-help" id={`${id}-help`}>
          {description}
        </span>
      )}
      {children}
      {error && (
        <span className="field-error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </div>
  )
}
