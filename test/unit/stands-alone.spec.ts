/**
 * The repo is all a clone needs: nothing it builds, runs or tests reads a
 * folder beside it, its comments say what they mean instead of pointing to
 * pages kept elsewhere, and the API document the client is generated from is
 * here. (The patterns below are written so that this file does not match them.)
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { apiDocumentPath, readApiDocument } from '../../api/document'

const root = fileURLToPath(new URL('../..', import.meta.url))

/** The repo's files, committed or new (not ignored), with their text; prose (markdown) aside. */
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file && !file.endsWith('.md') && existsSync(join(root, file)))
  .map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') }))

const filesMatching = (pattern: RegExp) =>
  files.filter(({ text }) => pattern.test(text)).map(({ file }) => file)

describe('the repo stands alone', () => {
  it('has no file that reads or points to the folder beside it', () => {
    expect(filesMatching(/\.\.[/\\]shared\b/)).toEqual([])
  })

  it('has no comment that points to a page kept outside it', () => {
    expect(filesMatching(/\b(STYLE|ARCHITECTURE)\.md\b|console[-]spec/)).toEqual([])
    // a numbered section of the product specification, which is not in the repo
    expect(filesMatching(/\bspec (sections? )?\d/i)).toEqual([])
  })

  it('carries the API document, valid, with its version', () => {
    expect(existsSync(apiDocumentPath)).toBe(true)
    const doc = readApiDocument<{ openapi?: string; info?: { version?: string }; paths?: object }>()
    expect(doc.openapi).toMatch(/^3\./)
    expect(doc.info?.version).toMatch(/^\d+\.\d+\.\d+$/)
    expect(Object.keys(doc.paths ?? {}).length).toBeGreaterThan(0)
  })
})
