import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { operations } from '~/api/operations'
import { notImplemented } from '~/mock-api/handlers/not-implemented'
import { readApiDocument } from '../../api/document'

/** The items (`- ` lines with their indented continuations) of a README section. */
function sectionItems(heading: string): string[] {
  const readme = readFileSync('README.md', 'utf8')
  const start = readme.indexOf(heading)
  expect(start, `README section "${heading}"`).toBeGreaterThan(0)
  const end = readme.slice(start + heading.length).search(/\n##/)
  return readme
    .slice(start, start + heading.length + end)
    .split(/\n(?! {2})/)
    .filter((line) => line.startsWith('- '))
}

type Doc = { paths: Record<string, Record<string, { operationId: string; tags?: string[] }>> }
const camel = (id: string) => id.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())
const documentOperations = () =>
  Object.values(readApiDocument<Doc>().paths)
    .flatMap((methods) => Object.values(methods))
    .map((op) => ({ id: camel(op.operationId), tag: op.tags?.[0] }))

/** `- area: `op`, `op`` lines of the README's list of what the mock does not implement. */
const readmeList = (): [area: string, ops: string[]][] =>
  sectionItems('### What the mock does not implement').map((line) => {
    const [area, ops] = line.slice(2).split(': ')
    return [area, [...ops.matchAll(/`(\w+)`/g)].map((m) => m[1])]
  })

it('the README lists exactly the operations that answer 501', () => {
  const listed = readmeList().flatMap(([, ops]) => ops)
  expect([...listed].sort()).toEqual([...notImplemented].sort())
})

it("each is under its area: the API document's tag", () => {
  const tagOf = new Map(documentOperations().map((op) => [op.id, op.tag]))
  for (const [area, ops] of readmeList()) {
    for (const op of ops) expect(`${op}: ${tagOf.get(op)}`).toBe(`${op}: ${area}`)
  }
})

it('the README names every operation the console does not call, and counts the rest', () => {
  const all = documentOperations().map((op) => op.id)
  const called = new Set(Object.keys(operations))
  const listed = sectionItems('### What the console does not call').flatMap((line) =>
    [...line.split(':')[0].matchAll(/`(\w+)`/g)].map((m) => m[1]),
  )
  expect([...listed].sort()).toEqual(all.filter((id) => !called.has(id)).sort())
  const readme = readFileSync('README.md', 'utf8')
  expect(readme).toContain(`${called.size} of the ${all.length} operations are called`)
})
