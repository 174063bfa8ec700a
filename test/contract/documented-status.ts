import { existsSync, readFileSync } from 'node:fs'

type Doc = { paths: Record<string, Record<string, { operationId: string; responses: object }>> }

// the API document sits beside the project (../shared), where `npm run gen:api` reads it too
export const API_DOC = '../shared/api/nexus.json'

export const hasApiDoc = existsSync(API_DOC)

const camel = (id: string) => id.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())

/** Each operation's documented success status (its one 2xx or 3xx response), by camelCase id. */
export function documentedStatuses(): Map<string, number> {
  if (!hasApiDoc) return new Map()
  const doc: Doc = JSON.parse(readFileSync(API_DOC, 'utf8'))
  const statuses = new Map<string, number>()
  for (const methods of Object.values(doc.paths)) {
    for (const op of Object.values(methods)) {
      const success = Object.keys(op.responses).find((code) => /^[23]\d\d$/.test(code))
      if (success) statuses.set(camel(op.operationId), Number(success))
    }
  }
  return statuses
}
