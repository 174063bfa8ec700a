/**
 * Standard base64 (RFC 4648 section 4, with padding), the one encoding the API
 * takes for bytes in JSON: disk `bulk-write` chunks, DER keys, SAML metadata,
 * instance `user_data`.
 */

/** String.fromCharCode(...a 512 KiB array) would overflow the call stack, so bytes go in slices. */
const SLICE = 0x8000

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = ''
  for (let i = 0; i < bytes.length; i += SLICE) {
    binary += String.fromCharCode(...bytes.subarray(i, i + SLICE))
  }
  return btoa(binary)
}

/** UTF-8 text as base64 (instance `user_data` is bytes, typed as text in the form). */
export const textToBase64 = (text: string) => bytesToBase64(new TextEncoder().encode(text))

/** The bytes a base64 string stands for, or undefined when it is not base64 (padding optional). */
export function base64ToBytes(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text)) return undefined
  let binary: string
  try {
    binary = atob(text)
  } catch {
    // a length no base64 string has (one character past a multiple of four)
    return undefined
  }
  return Uint8Array.from(binary, (c) => c.charCodeAt(0))
}
