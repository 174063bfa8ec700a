/**
 * The Oxide API's OpenAPI document, `api/nexus.json`: the client in
 * `src/api/__generated__` is generated from it (`npm run gen:api`), and the
 * operation table and the tests that hold the console and its mock to the API
 * read it through here.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** The document's path, found from this file, so any working directory will do. */
export const apiDocumentPath = fileURLToPath(new URL('./nexus.json', import.meta.url))

/** The parsed document; the caller types the part of it that it reads. */
export function readApiDocument<T>(): T {
  return JSON.parse(readFileSync(apiDocumentPath, 'utf8')) as T
}
