/**
 * Writes `src/api/operations.ts`: each operation's method and path template from
 * nexus.json, one line each. The client sends requests from this table instead of
 * the generated `Api` class, whose 317 method bodies are 40 KB in the first load;
 * `src/api/operations.spec.ts` checks the table against the class.
 */
import { readFileSync, writeFileSync } from 'node:fs'

type Operation = { operationId: string }
const doc = JSON.parse(readFileSync('../shared/api/nexus.json', 'utf8')) as {
  info: { version: string }
  paths: Record<string, Record<string, Operation>>
}
const camel = (s: string) => s.replace(/_(.)/g, (_, c: string) => c.toUpperCase())
const rows: string[] = []
for (const [path, item] of Object.entries(doc.paths)) {
  for (const [method, op] of Object.entries(item)) {
    if (!op.operationId) continue
    rows.push(`  ${camel(op.operationId)}: '${method.toUpperCase()} ${path}',`)
  }
}
rows.sort()
const out = `// Written by scripts/gen-operations.ts from ../shared/api/nexus.json: do not edit.
/** Each operation's HTTP method and path template, \`{param}\` as in the API document. */
export const operations = {
${rows.join('\n')}
} as const

/** Sent as the \`api-version\` header on every request. */
export const apiVersion = '${doc.info.version}'
`
writeFileSync('src/api/operations.ts', out)
console.log(`src/api/operations.ts: ${rows.length} operations`)
