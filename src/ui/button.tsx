import type { ButtonHTMLAttributes } from 'react'
import { SPINNER_MIN_MS } from './constants'
import { Spinner } from './spinner'
import { Tooltip } from './tooltip'
import { useMinDuration } from './use-min-duration'

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'secondary' | 'danger' | 'ghost'
  size?: 'sm' | 'md'
  loading?: boolean
  /** shown as a tooltip while the button is disabled: why it cannot be used */
  disabledReason?: string
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  disabled,
  disabledReason,
  className,
  children,
  type = 'button',
  ...rest
}: Props) {
  const spinning = useMinDuration(loading, SPINNER_MIN_MS)
  const button = (
    <button
      type={type}
      className={`btn btn-${variant} btn-${size} ${className ?? ''}`}
      disabled={disabled || spinning}
      aria-disabled={disabled || spinning}
      aria-busy={spinning}
      {...rest}
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
  return disabled && disabledReason ? <Tooltip content={disabledReason}>{button}</Tooltip> : button
}
