/**
 * A form's values kept across a sign-in: when a submit gets a 401 (the
 * session ended), the side-modal shell keeps what was typed in this tab's
 * sessionStorage, keyed by the form's route, and the form opens with it when
 * the person is back on that route. Secrets are never kept (passwords,
 * private keys, tokens, webhook secrets), nor files: the restored form names
 * those fields to enter again. A draft is dropped after a success, a cancel,
 * a sign-out, or an hour.
 */
export const DRAFT_MAX_AGE_MS = 60 * 60 * 1000
const PREFIX = 'form-draft:'

export type Draft = {
  /** the values kept, top-level fields only; a field left out keeps what the form opens with */
  values: Record<string, unknown>
  /** the fields left out as secrets, to enter again */
  dropped: string[]
  savedAt: number
}

const SECRET = /password|secret|token|private|^key$|keypair/i

const isFile = (v: unknown) => typeof Blob !== 'undefined' && v instanceof Blob

/** A value holds a secret or a file, anywhere within it. */
function holdsSecret(value: unknown): boolean {
  if (isFile(value)) return true
  if (Array.isArray(value)) return value.some(holdsSecret)
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([k, v]) => SECRET.test(k) || holdsSecret(v))
  }
  return false
}

/** The form's values without secrets and files, and the names of the fields left out. */
export function draftOf(values: Record<string, unknown>, now = Date.now()): Draft {
  const kept: Record<string, unknown> = {}
  const dropped: string[] = []
  for (const [name, value] of Object.entries(values)) {
    if (SECRET.test(name) || holdsSecret(value)) dropped.push(name)
    else kept[name] = value
  }
  return { values: kept, dropped, savedAt: now }
}

/** `privateKey` -> "Private key": a field named for the note. */
export const fieldLabel = (name: string) => {
  const words = name.replace(/([A-Z])/g, ' $1').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

export function saveDraft(
  route: string,
  values: Record<string, unknown>,
  storage = sessionStorage,
) {
  try {
    storage.setItem(PREFIX + route, JSON.stringify(draftOf(values)))
  } catch {
    // storage full or refused: the draft is a convenience, the sign-in goes on
  }
}

/** The route's draft if one is kept and younger than an hour; an older one is dropped. */
export function loadDraft(route: string, storage = sessionStorage, now = Date.now()) {
  const text = storage.getItem(PREFIX + route)
  if (!text) return undefined
  try {
    const draft = JSON.parse(text) as Draft
    if (now - draft.savedAt <= DRAFT_MAX_AGE_MS) return draft
  } catch {
    // unreadable: dropped below
  }
  storage.removeItem(PREFIX + route)
  return undefined
}

export const dropDraft = (route: string, storage = sessionStorage) =>
  storage.removeItem(PREFIX + route)

/** On sign-out: no form's draft outlives the session it was typed in. */
export function dropAllDrafts(storage = sessionStorage) {
  for (let i = storage.length - 1; i >= 0; i--) {
    const key = storage.key(i)
    if (key?.startsWith(PREFIX)) storage.removeItem(key)
  }
}
