/** A file a person picked in a form: its name, for display, and its content as the API wants it. */
export type LoadedFile = { fileName: string; content: string }

/** Standard base64 of raw bytes, as the API takes DER keys and SAML metadata. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = ''
  // in chunks: String.fromCharCode with a whole large file overflows the stack
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  }
  return btoa(binary)
}

/** Read a picked file as UTF-8 text (a PEM) or as base64 (a DER key, an XML document). */
export async function readFile(file: Blob, as: 'text' | 'base64'): Promise<string> {
  if (as === 'text') return file.text()
  return bytesToBase64(new Uint8Array(await file.arrayBuffer()))
}
