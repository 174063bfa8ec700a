import { useEffect, useState } from 'react'
import { COPY_CONFIRM_MS } from './constants'

/**
 * The clipboard write for text made after the click: a `ClipboardItem` holding
 * the text's promise is written while the click still counts as the person's
 * (Safari refuses a write that comes after an await), where the browser has it.
 */
export function writeLater(text: Promise<string>): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && typeof navigator.clipboard.write === 'function') {
    const blob = text.then((t) => new Blob([t], { type: 'text/plain' }))
    return navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })])
  }
  return text.then((t) => navigator.clipboard.writeText(t))
}

/**
 * Copies `text`, or what `text()` gives when it is made on the click (read
 * from the API, say: "Copying…" until then); the label says "Copied" for 2000 ms. The
 * clipboard can refuse (no permission, an insecure origin): then it says so
 * for as long, in the same polite live text, and the text stays selectable beside it.
 */
export function CopyButton({
  text,
  label = 'Copy',
}: {
  text: string | (() => Promise<string>)
  label?: string
}) {
  const [result, setResult] = useState<'copying' | 'copied' | 'failed' | null>(null)
  useEffect(() => {
    if (!result || result === 'copying') return
    const timer = setTimeout(() => setResult(null), COPY_CONFIRM_MS)
    return () => clearTimeout(timer)
  }, [result])
  return (
    <button
      type="button"
      className="btn btn-secondary btn-sm"
      aria-disabled={result === 'copying' || undefined}
      onClick={() => {
        if (result === 'copying') return
        if (typeof text !== 'string') setResult('copying')
        // `navigator.clipboard` is missing outside secure contexts
        Promise.resolve()
          .then(() =>
            typeof text === 'string' ? navigator.clipboard.writeText(text) : writeLater(text()),
          )
          .then(
            () => setResult('copied'),
            () => setResult('failed'),
          )
      }}
    >
      <span aria-live="polite">
        {result === 'copying'
          ? 'Copying…'
          : result === 'copied'
            ? 'Copied'
            : result === 'failed'
              ? 'Could not copy'
              : label}
      </span>
    </button>
  )
}
