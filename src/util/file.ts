import { bytesToBase64 } from './base64'

/** A file a person picked in a form: its name, for display, and its content as the API wants it. */
export type LoadedFile = { fileName: string; content: string }

/** Read a picked file as UTF-8 text (a PEM) or as base64 (a DER key, an XML document). */
export async function readFile(file: Blob, as: 'text' | 'base64'): Promise<string> {
  if (as === 'text') return file.text()
  return bytesToBase64(new Uint8Array(await file.arrayBuffer()))
}
