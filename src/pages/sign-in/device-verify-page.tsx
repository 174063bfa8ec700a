import {
  type FormEvent,
  type KeyboardEvent,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
} from 'react'
import { useNavigate } from 'react-router'
import { isApiError } from '~/api/errors'
import { mutate } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { MAIN_ID } from '~/components/skip-link'
import { Button } from '~/ui/button'
import { paths } from '~/util/paths'
import {
  backspace,
  type CodeEdit,
  clearAt,
  DEVICE_CODE_GROUP,
  DEVICE_CODE_LENGTH,
  emptyCode,
  fillFrom,
  formatUserCode,
  isComplete,
  isLetterKey,
  lettersOnly,
  moveFocus,
} from './device-code'
import './device.css'

export const handle: RouteHandle = { title: 'Device Authentication' }

const INVALID_CODE = 'Code is invalid'
const boxIndexes = Array.from({ length: DEVICE_CODE_LENGTH }, (_, i) => i)

/** /device/verify, where a user confirms the code a CLI shows. */
export function Component() {
  const navigate = useNavigate()
  const { chars, setFocused, edit, boxRef, focusBox, lastFocused } = useCodeBoxes()
  const [submitting, setSubmitting] = useState(false)
  const [error, setError] = useState<string | null>(null)

  usePasteAnywhere((text) => edit(fillFrom(chars, lastFocused(), text)))

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!isComplete(chars) || submitting) return
    setSubmitting(true)
    setError(null)
    try {
      await mutate('deviceAuthConfirm', { body: { userCode: formatUserCode(chars) } })
      navigate(paths.deviceSuccess())
    } catch (e) {
      // a 401 is handled by the client, which sends the user to login
      if (!(isApiError(e) && e.statusCode === 401)) setError(INVALID_CODE)
      setSubmitting(false)
    }
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.ctrlKey || event.metaKey || event.altKey) return
    const result = keyEdit(chars, index, event.key)
    if (result === 'ignore') return
    event.preventDefault()
    if (result === 'swallow') return
    if (typeof result === 'number') focusBox(result)
    else edit(result)
  }

  // reached when keydown left the edit to the browser: Delete, cut, mobile IMEs
  function onInput(index: number, value: string) {
    if (!value) return edit(clearAt(chars, index))
    const letter = lettersOnly(value).slice(-1)
    if (letter) edit(fillFrom(chars, index, letter))
  }

  return (
    <main id={MAIN_ID} tabIndex={-1} className="device-page">
      <form className="device-card" onSubmit={submit} noValidate>
        <h1 className="device-title" tabIndex={-1}>
          Device Authentication
        </h1>
        <p className="device-prompt">Enter the code shown on your device</p>
        <fieldset className="device-code" aria-label="Device code">
          {boxIndexes.map((i) => (
            <CodeBox
              key={i}
              index={i}
              value={chars[i]}
              ref={boxRef(i)}
              onFocus={() => setFocused(i)}
              onKeyDown={(e) => onKeyDown(i, e)}
              onChange={(value) => onInput(i, value)}
            />
          ))}
        </fieldset>
        {error && (
          <p className="device-error" role="alert">
            {error}
          </p>
        )}
        <Button
          type="submit"
          className="device-submit"
          disabled={!isComplete(chars)}
          loading={submitting}
        >
          Log in on device
        </Button>
      </form>
    </main>
  )
}

type CodeBoxProps = {
  index: number
  value: string
  ref: (el: HTMLInputElement | null) => void
  onFocus: () => void
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void
  onChange: (value: string) => void
}

function CodeBox({ index, value, ref, onFocus, onKeyDown, onChange }: CodeBoxProps) {
  return (
    <>
      {index === DEVICE_CODE_GROUP && (
        <span className="device-dash" aria-hidden="true">
          –
        </span>
      )}
      <input
        ref={ref}
        className="device-box"
        aria-label={`Character ${index + 1} of ${DEVICE_CODE_LENGTH}`}
        value={value}
        maxLength={1}
        autoComplete="off"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        autoFocus={index === 0}
        onFocus={(e) => {
          e.currentTarget.select()
          onFocus()
        }}
        onKeyDown={onKeyDown}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    </>
  )
}

/**
 * What a key does in box `index`: an edit of the code, a box to focus,
 * 'swallow' (a non-letter character) or 'ignore' (left to the browser, e.g. Tab, Enter).
 */
function keyEdit(
  chars: string[],
  index: number,
  key: string,
): CodeEdit | number | 'swallow' | 'ignore' {
  if (isLetterKey(key)) return fillFrom(chars, index, key)
  if (key === 'Backspace') return backspace(chars, index)
  if (key === 'ArrowLeft') return moveFocus(index, -1)
  if (key === 'ArrowRight') return moveFocus(index, 1)
  if (key.length === 1) return 'swallow'
  return 'ignore'
}

/** The boxes' state, their elements, and which box was focused last (where a paste lands). */
function useCodeBoxes() {
  const [chars, setChars] = useState(emptyCode)
  const boxes = useRef<(HTMLInputElement | null)[]>([])
  const focused = useRef(0)

  const focusBox = (index: number) => boxes.current[index]?.focus()
  const edit = ({ chars, focus }: CodeEdit) => {
    setChars(chars)
    focusBox(focus)
  }
  return {
    chars,
    edit,
    focusBox,
    boxRef: (index: number) => (el: HTMLInputElement | null) => {
      boxes.current[index] = el
    },
    setFocused: (index: number) => {
      focused.current = index
    },
    lastFocused: () => focused.current,
  }
}

/** A paste anywhere on the page fills the boxes, so it is caught on the document. */
function usePasteAnywhere(onPaste: (text: string) => void) {
  // the listener stays the same while it always calls the newest onPaste
  const paste = useEffectEvent(onPaste)
  useEffect(() => {
    const listener = (event: ClipboardEvent) => {
      event.preventDefault()
      paste(event.clipboardData?.getData('text') ?? '')
    }
    document.addEventListener('paste', listener)
    return () => document.removeEventListener('paste', listener)
  }, [])
}
