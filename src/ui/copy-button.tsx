import { useEffect, useState } from 'react'
import { COPY_CONFIRM_MS } from './constants'

/**
 * Copies `text`; the label says "Copied" for 2000 ms. The
 * clipboard can refuse (no permission, an insecure origin): then it says so
 * for as long, in the same polite live text, and the text stays selectable beside it.
 */
export function CopyButton({ text, label = 'Copy' }: { text: string; label?: string }) {
  const [result, setResult] = useState<'copied' | 'failed' | null>(null)
  useEffect(() => {
    if (!result) return
    const timer = setTimeout(() => setResult(null), COPY_CONFIRM_MS)
    return () => clearTimeout(timer)
  }, [result])
  return (
    <button
      type="button"
      className="btn btn-secondary btn-sm"
      onClick={() => {
        // `navigator.clipboard` is missing outside secure contexts
        Promise.resolve()
          .then(() => navigator.clipboard.writeText(text))
          .then(
            () => setResult('copied'),
            () => setResult('failed'),
          )
      }}
    >
      <span aria-live="polite">
        {result === 'copied' ? 'Copied' : result === 'failed' ? 'Could not copy' : label}
      </span>
    </button>
  )
}
