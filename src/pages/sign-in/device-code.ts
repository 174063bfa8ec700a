/** Pure rules of the 8-box device code input (eight letters, shown as two groups of four). */

export const DEVICE_CODE_LENGTH = 8
/** The user code is shown and sent as two groups of four: `ABCD-EFGH`. */
export const DEVICE_CODE_GROUP = 4

export type CodeEdit = { chars: string[]; focus: number }

export const emptyCode = (): string[] => Array.from({ length: DEVICE_CODE_LENGTH }, () => '')

const clampIndex = (index: number) => Math.min(Math.max(index, 0), DEVICE_CODE_LENGTH - 1)

/** The letters A-Z of `text`, uppercased; everything else is dropped. */
export function lettersOnly(text: string): string {
  return text.replace(/[^a-z]/gi, '').toUpperCase()
}

/** Whether a keyboard `key` is a single letter that belongs in a box. */
export function isLetterKey(key: string): boolean {
  return /^[a-z]$/i.test(key)
}

/**
 * Writes the letters of `text` into the boxes from `index` on (typing or
 * pasting); letters beyond the last box are dropped. Focus goes to the box
 * after the last one written, or stays on the last box.
 */
export function fillFrom(chars: string[], index: number, text: string): CodeEdit {
  const start = clampIndex(index)
  const letters = lettersOnly(text).slice(0, DEVICE_CODE_LENGTH - start)
  const next = normalize(chars)
  if (!letters) return { chars: next, focus: start }
  for (let i = 0; i < letters.length; i++) next[start + i] = letters[i]
  return { chars: next, focus: clampIndex(start + letters.length) }
}

/** Empties one box (e.g. after Delete or cut) and keeps focus there. */
export function clearAt(chars: string[], index: number): CodeEdit {
  const at = clampIndex(index)
  const next = normalize(chars)
  next[at] = ''
  return { chars: next, focus: at }
}

/** Backspace clears a filled box; on an empty box it clears the previous one and moves there. */
export function backspace(chars: string[], index: number): CodeEdit {
  const at = clampIndex(index)
  const next = normalize(chars)
  if (next[at]) {
    next[at] = ''
    return { chars: next, focus: at }
  }
  if (at === 0) return { chars: next, focus: 0 }
  next[at - 1] = ''
  return { chars: next, focus: at - 1 }
}

/** The box an arrow key moves to, staying within the boxes. */
export function moveFocus(index: number, delta: number): number {
  return clampIndex(index + delta)
}

export function isComplete(chars: string[]): boolean {
  return chars.length === DEVICE_CODE_LENGTH && chars.every((c) => isLetterKey(c))
}

/** The `userCode` the API expects: uppercase, with a dash after the fourth letter. */
export function formatUserCode(chars: string[]): string {
  const code = lettersOnly(chars.join(''))
  return `${code.slice(0, DEVICE_CODE_GROUP)}-${code.slice(DEVICE_CODE_GROUP)}`
}

/** A copy with exactly one uppercase letter or '' per box. */
function normalize(chars: string[]): string[] {
  return emptyCode().map((_, i) => lettersOnly(chars[i] ?? '').slice(0, 1))
}
