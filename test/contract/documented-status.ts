import { readApiDocument } from '../../api/document'

type Doc = { paths: Record<string, Record<string, { operationId: string; responses: object }>> }

const camel = (id: string) => id.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())

/** Each operation's documented success status (its one 2xx or 3xx response), by camelCase id. */
export function documentedStatuses(): Map<string, number> {
  const doc = readApiDocument<Doc>()
  const statuses = new Map<string, number>()
  for (const methods of Object.values(doc.paths)) {
    for (const op of Object.values(methods)) {
      const success = Object.keys(op.responses).find((code) => /^[23]\d\d$/.test(code))
      if (success) statuses.set(camel(op.operationId), Number(success))
    }
  }
  return statuses
}
