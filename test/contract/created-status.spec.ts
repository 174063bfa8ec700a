import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { CREATED_OPERATIONS } from '~/mock-api/created-status'

type Doc = { paths: Record<string, Record<string, { operationId: string; responses: object }>> }

it('the mock answers 201 for exactly the operations the API document says create', () => {
  const doc: Doc = JSON.parse(readFileSync('../shared/api/nexus.json', 'utf8'))
  const camel = (id: string) => id.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())
  const fromDoc = Object.values(doc.paths)
    .flatMap((methods) => Object.values(methods))
    .filter((op) => '201' in op.responses)
    .map((op) => camel(op.operationId))
  expect([...CREATED_OPERATIONS].sort()).toEqual(fromDoc.sort())
})
