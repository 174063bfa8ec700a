/**
 * Writes the operation table, `src/api/operations.ts`: the method and path
 * template, from api/nexus.json, of each operation the console calls (named in
 * quotes in `src`, outside the mock and the generated code), one line each.
 * The client sends requests from this table instead of the generated `Api`
 * class, whose 317 method bodies are 40 KB in the first load;
 * `src/api/request.spec.ts` checks the table against the class. An operation
 * missing from it is a type error where it is called (`OperationId` is its
 * names): run `npm run gen:operations`.
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
    return source && path !== join('src', 'api', 'operations.ts') ? [path] : []
  })
}
const quoted = new Set(
  appSources('src').flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/['"](\w+)['"]/g)].map((m) => m[1]),
  ),
)

const rows: string[] = []
for (const [path, item] of Object.entries(doc.paths)) {
  for (const [method, op] of Object.entries(item)) {
    if (!op.operationId || !quoted.has(camel(op.operationId))) continue
    rows.push(`  ${camel(op.operationId)}: '${method.toUpperCase()} ${path}',`)
  }
}
rows.sort()
writeFileSync(
  'src/api/operations.ts',
  `// Written by scripts/gen-operations.ts from api/nexus.json: do not edit.
/** The HTTP method and path template (\`{param}\` as in the API document) of each operation the console calls. */
export const operations = {
${rows.join('\n')}
} as const

/** Sent as the \`api-version\` header on every request. */
export const apiVersion = '${doc.info.version}'
`,
)
console.log(`src/api/operations.ts: ${rows.length} operations`)
