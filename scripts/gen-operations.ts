/**
 * Writes the operation table: the method and path template, from api/nexus.json,
 * of each operation the console calls (named in quotes in `src`, outside the
 * mock and the generated code), one line each, in two files. The reads (GET)
 * are `src/api/operations.ts`, in the first load; the changes (POST, PUT,
 * DELETE) are `src/api/operation-writes.ts`, which loads with the first change
 * a page sends or shows (`src/api/request.ts`). The client sends requests from
 * these tables instead of the generated `Api` class, whose 317 method bodies
 * are 40 KB in the first load; `src/api/request.spec.ts` checks the tables
 * against the class. An operation missing from them is a type error where it
 * is called (`OperationId` is their names): run `npm run gen:operations`.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { readApiDocument } from '../api/document'

type Operation = { operationId: string }
const doc = readApiDocument<{
  info: { version: string }
  paths: Record<string, Record<string, Operation>>
}>()
const camel = (s: string) => s.replace(/_(.)/g, (_, c: string) => c.toUpperCase())

/** The console's own sources: not the mock, the generated code, the specs or this table. */
function appSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) {
      return ['mock-api', '__generated__'].includes(entry.name) ? [] : appSources(path)
    }
    const source = /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name)
    const table = ['operations.ts', 'operation-writes.ts'].some(
      (f) => path === join('src', 'api', f),
    )
    return source && !table ? [path] : []
  })
}
const quoted = new Set(
  appSources('src').flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/['"](\w+)['"]/g)].map((m) => m[1]),
  ),
)

const reads: string[] = []
const writes: string[] = []
for (const [path, item] of Object.entries(doc.paths)) {
  for (const [method, op] of Object.entries(item)) {
    if (!op.operationId || !quoted.has(camel(op.operationId))) continue
    const row = `  ${camel(op.operationId)}: '${method.toUpperCase()} ${path}',`
    ;(method === 'get' ? reads : writes).push(row)
  }
}
reads.sort()
writes.sort()
const header = '// Written by scripts/gen-operations.ts from api/nexus.json: do not edit.'
writeFileSync(
  'src/api/operations.ts',
  `${header}
/** The HTTP method and path template (\`{param}\` as in the API document) of each read (GET) the console calls. */
export const reads = {
${reads.join('\n')}
} as const

/** Sent as the \`api-version\` header on every request. */
export const apiVersion = '${doc.info.version}'
`,
)
writeFileSync(
  'src/api/operation-writes.ts',
  `${header}
/** The HTTP method and path template (\`{param}\` as in the API document) of each change (not a GET) the console calls. */
export const writes = {
${writes.join('\n')}
} as const
`,
)
console.log(
  `src/api/operations.ts: ${reads.length} reads; src/api/operation-writes.ts: ${writes.length} changes`,
)
