/**
 * A change goes through `mutate` (forms through `requestFormProps`, built on it),
 * so its invalidation, toasts and error display happen in one place. `callApi`
 * is left to reads: outside `src/api` it may only name an operation the API
 * document serves with GET.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { readApiDocument } from '../../api/document'

const root = fileURLToPath(new URL('../..', import.meta.url))
const src = join(root, 'src')

type Document = { paths: Record<string, Record<string, { operationId?: string }>> }

/** Operation ids as the client names them (camelCase), for each HTTP method. */
const methodOf = new Map<string, string>()
for (const item of Object.values(readApiDocument<Document>().paths)) {
  for (const [method, op] of Object.entries(item)) {
    if (op.operationId) {
      methodOf.set(
        op.operationId.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()),
        method.toUpperCase(),
      )
    }
  }
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** The code of each file outside `src/api`: imports and comments left out. */
const files = sourceFiles(src)
  .filter((path) => !relative(src, path).startsWith('api'))
  .map((path) => ({
    file: relative(root, path),
    code: readFileSync(path, 'utf8')
      .replace(/^import [^;]*?from '[^']*'$/gms, '')
      .replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, ''),
  }))

/** Every `callApi(` outside `src/api`: its file and what it is called with first. */
const calls = files.flatMap(({ file, code }) =>
  [...code.matchAll(/\bcallApi\(\s*([^,)]*)/g)].map((m) => ({ file, operation: m[1].trim() })),
)

describe('one way to change something', () => {
  it('finds the operation table', () => {
    expect(methodOf.get('projectList')).toBe('GET')
    expect(methodOf.get('projectDelete')).toBe('DELETE')
  })

  it('calls callApi outside src/api only for reads, by name', () => {
    const notReads = calls.filter(({ operation }) => {
      const name = /^'(\w+)'$/.exec(operation)?.[1]
      return !name || methodOf.get(name) !== 'GET'
    })
    expect(notReads).toEqual([])
  })

  it('does not hand callApi to code that could write with it', () => {
    const handedOver = files.filter(({ code }) => /\bcallApi\b(?!\s*\()/.test(code))
    expect(handedOver.map(({ file }) => file)).toEqual([])
  })
})
