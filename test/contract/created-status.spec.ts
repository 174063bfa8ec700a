import { existsSync, readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { CREATED_OPERATIONS } from '~/mock-api/created-status'

type Doc = { paths: Record<string, Record<string, { operationId: string; responses: object }>> }

// the API document sits beside the project (../shared), where `npm run gen:api` reads it too
const API_DOC = '../shared/api/nexus.json'

it.skipIf(!existsSync(API_DOC))(
  'the mock answers 201 for exactly the operations the API document says create',
  () => {
    const doc: Doc = JSON.parse(readFileSync(API_DOC, 'utf8'))
    const camel = (id: string) => id.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())
    const fromDoc = Object.values(doc.paths)
      .flatMap((methods) => Object.values(methods))
      .filter((op) => '201' in op.responses)
      .map((op) => camel(op.operationId))
    expect([...CREATED_OPERATIONS].sort()).toEqual(fromDoc.sort())
  },
)
