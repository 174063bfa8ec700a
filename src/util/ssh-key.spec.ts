import { describe, expect, it } from 'vitest'
import { validateSshPublicKey } from './ssh-key'

/** A syntactically real key blob: length-prefixed type, then arbitrary bytes. */
const blobFor = (type: string) =>
  btoa(`${String.fromCharCode(0, 0, 0, type.length)}${type}\u0000\u0000\u0000 abcdefgh`)

describe('validateSshPublicKey', () => {
  it('accepts ed25519, rsa and ecdsa keys, with or without a comment', () => {
    expect(validateSshPublicKey(`ssh-ed25519 ${blobFor('ssh-ed25519')} me@laptop`)).toBe(undefined)
    expect(validateSshPublicKey(`ssh-rsa ${blobFor('ssh-rsa')}`)).toBe(undefined)
    const ecdsa = 'ecdsa-sha2-nistp256'
    expect(validateSshPublicKey(`  ${ecdsa} ${blobFor(ecdsa)}  \n`)).toBe(undefined)
  })

  it('requires a key', () => {
    expect(validateSshPublicKey('   ')).toBe('Public key is required')
  })

  it('refuses an unknown key type, such as a private key pasted by mistake', () => {
    expect(validateSshPublicKey('-----BEGIN OPENSSH PRIVATE KEY-----')).toBe(
      'Must start with a key type such as ssh-ed25519 or ssh-rsa',
    )
  })

  it('refuses key data that is not base64', () => {
    expect(validateSshPublicKey('ssh-ed25519 not*base64')).toBe('Key data must be base64')
    expect(validateSshPublicKey('ssh-ed25519')).toBe('Key data must be base64')
  })

  it('refuses key data of another key type', () => {
    expect(validateSshPublicKey(`ssh-ed25519 ${blobFor('ssh-rsa')}`)).toBe(
      'Key data does not match its key type',
    )
  })
})
