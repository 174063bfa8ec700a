import { base64ToBytes } from './base64'

/** Key types OpenSSH writes in an `authorized_keys` line. */
const KEY_TYPES = [
  'ssh-ed25519',
  'ssh-rsa',
  'ecdsa-sha2-nistp256',
  'ecdsa-sha2-nistp384',
  'ecdsa-sha2-nistp521',
  'sk-ssh-ed25519@openssh.com',
  'sk-ecdsa-sha2-nistp256@openssh.com',
]

/**
 * Checks that `value` looks like an OpenSSH public key line: `<type> <base64> [comment]`,
 * where the base64 blob starts with the same key type (as every OpenSSH key does).
 */
export function validateSshPublicKey(value: string): string | undefined {
  const trimmed = value.trim()
  if (!trimmed) return 'Public key is required'
  const [type, blob] = trimmed.split(/\s+/)
  if (!KEY_TYPES.includes(type)) {
    return 'Must start with a key type such as ssh-ed25519 or ssh-rsa'
  }
  const decoded = blob ? base64ToBytes(blob) : undefined
  if (!decoded) return 'Key data must be base64'
  // the blob begins with a 4-byte length and the key type again
  const blobType = new TextDecoder().decode(decoded.subarray(4, 4 + type.length))
  if (blobType !== type) return 'Key data does not match its key type'
  return undefined
}
