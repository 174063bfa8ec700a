import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { notImplemented } from '~/mock-api/handlers/not-implemented'
import { readApiDocument } from '../../api/document'

/** `- area: `op`, `op`` lines of the README's list of what the mock does not implement. */
function readmeList(): [area: string, ops: string[]][] {
  const readme = readFileSync('README.md', 'utf8')
  const start = readme.indexOf('### What the mock does not implement')
  expect(start, 'README section "What the mock does not implement"').toBeGreaterThan(0)
  const section = readme.slice(start, readme.indexOf('\n## ', start))
  return section
    .split('\n')
    .filter((line) => line.startsWith('- '))
    .map((line) => {
      const [area, ops] = line.slice(2).split(': ')
      return [area, [...ops.matchAll(/`(\w+)`/g)].map((m) => m[1])]
    })
}

it('the README lists exactly the operations that answer 501', () => {
  const listed = readmeList().flatMap(([, ops]) => ops)
  expect([...listed].sort()).toEqual([...notImplemented].sort())
})

it("each is under its area: the API document's tag", () => {
  type Doc = { paths: Record<string, Record<string, { operationId: string; tags?: string[] }>> }
  const doc = readApiDocument<Doc>()
  const camel = (id: string) => id.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())
  const tagOf = new Map(
    Object.values(doc.paths)
      .flatMap((methods) => Object.values(methods))
      .map((op) => [camel(op.operationId), op.tags?.[0]]),
  )
  for (const [area, ops] of readmeList()) {
    for (const op of ops) expect(`${op}: ${tagOf.get(op)}`).toBe(`${op}: ${area}`)
  }
})
