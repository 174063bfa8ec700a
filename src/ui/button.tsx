import {
  type ButtonHTMLAttributes,
  type ReactElement,
  type RefObject,
  Suspense,
  useId,
  useLayoutEffect,
  useRef,
} from 'react'
import { SPINNER_MIN_MS } from './constants'
import { lazyWithRetry } from './lazy-with-retry'
import { Spinner } from './spinner'
import { useMinDuration } from './use-min-duration'

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'secondary' | 'danger' | 'ghost'
  size?: 'sm' | 'md'
  loading?: boolean
  /** why the button cannot be used now: given with `disabled`, the button stays focusable and says so */
  disabledReason?: string
}

// Base UI's tooltip is ~28 KB gzip and buttons are on every first load: it comes
// only with a button that has a reason to show
const Tooltip = lazyWithRetry(() => import('./tooltip').then((m) => ({ default: m.Tooltip })))

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
  const node = useRef<HTMLButtonElement | null>(null)
  const refocus = useRef(false)
  const hovered = useRef(false)
  const button = (
    <button
      {...rest}
      ref={(el) => {
        node.current = el
        // the button that replaces the one shown while the tooltip loaded takes its focus
        if (el && refocus.current) {
          refocus.current = false
          el.focus()
        }
      }}
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
      <Suspense
        fallback={<WhileLoading node={node} refocus={refocus} hovered={hovered} button={button} />}
      >
        <Tooltip content={disabledReason} openOnMount={hovered}>
          {button}
        </Tooltip>
      </Suspense>
      <span id={reasonId} className="visually-hidden">
        {disabledReason}
      </span>
    </>
  )
}

/**
 * The button as shown until the tooltip's code has loaded. The loaded one is a new
 * element: if this one had focus when it goes, the new one takes it, so a keyboard
 * user who reached the button early does not lose their place; if the pointer was
 * on it, the tooltip opens at once.
 */
function WhileLoading({
  node,
  refocus,
  hovered,
  button,
}: {
  node: RefObject<HTMLButtonElement | null>
  refocus: { current: boolean }
  hovered: { current: boolean }
  button: ReactElement
}) {
  useLayoutEffect(
    () => () => {
      if (!node.current) return
      if (node.current === document.activeElement) refocus.current = true
      hovered.current = node.current.matches(':hover')
    },
    [node, refocus, hovered],
  )
  return button
}
