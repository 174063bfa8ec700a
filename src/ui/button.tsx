import { type ComponentProps, lazy, Suspense, useId } from 'react'
import { SPINNER_MIN_MS } from './constants'
import { Spinner } from './spinner'
import { useMinDuration } from './use-min-duration'

type Props = ComponentProps<'button'> & {
  variant?: 'primary' | 'secondary' | 'danger' | 'ghost'
  size?: 'sm' | 'md'
  loading?: boolean
  /** why the button cannot be used now: given with `disabled`, the button stays focusable and says so */
  disabledReason?: string
}

// Base UI's tooltip is about 30 KB gzip and buttons are on every first load: its
// code comes with the first button that has a reason to show, which is drawn
// without the tooltip until then
const Tooltip = lazy(() => import('./tooltip').then((m) => ({ default: m.Tooltip })))

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  disabled,
  disabledReason,
  className,
  children,
  type = 'button',
  onClick,
  ...rest
}: Props) {
  const spinning = useMinDuration(loading, SPINNER_MIN_MS)
  const reasonId = useId()
  // A native `disabled` button cannot take focus, so its reason could never be
  // reached: with a reason it is only marked disabled and ignores presses.
  const explained = !!disabled && !!disabledReason
  const button = (
    <button
      {...rest}
      type={type}
      className={`btn btn-${variant} btn-${size} ${className ?? ''}`}
      disabled={explained ? undefined : disabled || spinning}
      aria-disabled={disabled || spinning || undefined}
      aria-describedby={explained ? reasonId : rest['aria-describedby']}
      aria-busy={spinning}
      onClick={(e) => {
        // also keeps a submit button from submitting its form
        if (explained) e.preventDefault()
        else onClick?.(e)
      }}
    >
      <span className={spinning ? 'btn-content btn-content-hidden' : 'btn-content'}>
        {children}
      </span>
      {spinning && (
        <span className="btn-spinner">
          <Spinner label="Working" />
        </span>
      )}
    </button>
  )
  if (!explained) return button
  return (
    <>
      <Suspense fallback={button}>
        <Tooltip content={disabledReason}>{button}</Tooltip>
      </Suspense>
      <span id={reasonId} className="visually-hidden">
        {disabledReason}
      </span>
    </>
  )
}
