import { describe, expect, it } from 'vitest'
import {
  DRAFT_MAX_AGE_MS,
  draftOf,
  dropAllDrafts,
  dropDraft,
  fieldLabel,
  loadDraft,
  saveDraft,
} from './form-draft'

/** sessionStorage as Node lacks it. */
function memoryStorage(): Storage {
  const m = new Map<string, string>()
  return {
    get length() {
      return m.size
    },
    key: (i) => [...m.keys()][i] ?? null,
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
    clear: () => m.clear(),
  }
}

describe('form drafts', () => {
  it('keeps plain values and leaves out passwords, private keys, tokens, secrets and files', () => {
    const draft = draftOf(
      {
        name: 'web',
        description: 'd',
        cert: 'PEM',
        key: '-----BEGIN PRIVATE KEY-----',
        password: 'p',
        confirmPassword: 'p',
        secrets: [{ value: 's3cret' }],
        signingKeypair: { privateKey: 'x', publicCert: 'y' },
        scimToken: 't',
        ports: ['22', '443'],
        upload: new Blob(['x']),
      },
      5,
    )
    expect(draft).toEqual({
      values: { name: 'web', description: 'd', cert: 'PEM', ports: ['22', '443'] },
      dropped: [
        'key',
        'password',
        'confirmPassword',
        'secrets',
        'signingKeypair',
        'scimToken',
        'upload',
      ],
      savedAt: 5,
    })
    expect(fieldLabel('confirmPassword')).toBe('Confirm password')
  })

  it('is kept per route for an hour, then dropped', () => {
    const storage = memoryStorage()
    saveDraft('/projects/a/vpcs-new', { name: 'v' }, storage)
    const savedAt = (loadDraft('/projects/a/vpcs-new', storage) as { savedAt: number }).savedAt
    expect(loadDraft('/projects/a/vpcs-new', storage)?.values).toEqual({ name: 'v' })
    expect(loadDraft('/projects/b/vpcs-new', storage)).toBeUndefined()
    expect(loadDraft('/projects/a/vpcs-new', storage, savedAt + DRAFT_MAX_AGE_MS + 1)).toBe(
      undefined,
    )
    expect(storage.length).toBe(0)
  })

  it('is dropped by route, and all at once on sign-out', () => {
    const storage = memoryStorage()
    storage.setItem('theme', 'dark')
    saveDraft('/a', { name: 'a' }, storage)
    saveDraft('/b', { name: 'b' }, storage)
    dropDraft('/a', storage)
    expect(loadDraft('/a', storage)).toBeUndefined()
    dropAllDrafts(storage)
    expect(loadDraft('/b', storage)).toBeUndefined()
    expect(storage.getItem('theme')).toBe('dark')
  })
})
