import { describe, expect, it } from 'vitest'
import * as schemas from '~/api/__generated__/validate'
import { CLI_COMMANDS } from '~/api/cli-commands'
import { cliText, wireRequest } from '~/api/request-text'
import { readApiDocument } from '../../api/document'
import { formRequests as forms } from './form-request-samples'

/**
 * Every form's call, from sample values through the same builder its submit
 * uses, checked against the API document: the operation's path and method,
 * only its query params, and a body its generated zod schema accepts. The
 * "Equivalent CLI / API" panel shows exactly these calls.
 */

type Param = { in: string; name: string; required?: boolean }
type Operation = {
  operationId: string
  parameters?: Param[]
  requestBody?: { content: { 'application/json'?: { schema: { $ref?: string } } } }
}
const doc = readApiDocument<{ paths: Record<string, Record<string, Operation>> }>()
const camel = (s: string) => s.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())
const operations = new Map(
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => [
      camel(op.operationId),
      { path, method: method.toUpperCase(), op },
    ]),
  ),
)

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** `/v1/instances/{instance}` -> a RegExp matching `/v1/instances/web-1` */
const templatePattern = (path: string) =>
  new RegExp(
    `^${path
      .split(/\{[^}]+\}/)
      .map(escapeRegExp)
      .join('[^/?]+')}$`,
  )

describe.each(forms)('%s', (_, request) => {
  const entry = operations.get(request.operationId)
  const wire = wireRequest(request)

  it('calls its operation’s method and path', () => {
    expect(entry, `${request.operationId} is in the API document`).toBeDefined()
    expect(wire.method).toBe(entry?.method)
    expect(wire.path).toMatch(templatePattern(entry?.path ?? ''))
  })

  it('sends only the operation’s query params, and its required ones', () => {
    const query = (entry?.op.parameters ?? []).filter((p) => p.in === 'query')
    const sent = wire.query.map(([k]) => k)
    for (const key of sent) expect(query.map((p) => p.name)).toContain(key)
    for (const p of query.filter((p) => p.required)) expect(sent).toContain(p.name)
  })

  it('sends a body the generated schema accepts, when the operation takes one', () => {
    const ref = entry?.op.requestBody?.content['application/json']?.schema.$ref
    if (!ref) {
      expect(wire.body).toBeUndefined()
      return
    }
    const schema = (
      schemas as Record<
        string,
        { safeParse: (v: unknown) => { success: boolean; error?: unknown } }
      >
    )[ref.replace('#/components/schemas/', '')]
    const result = schema.safeParse(wire.body)
    expect(result.error).toBeUndefined()
    expect(result.success).toBe(true)
  })

  it('has its CLI command, with a flag for each path and query param', () => {
    const cli = cliText(request, wire)
    expect(cli?.command.startsWith(`oxide ${CLI_COMMANDS[request.operationId]} `)).toBe(true)
    const sentQuery = new Set(wire.query.map(([k]) => k))
    const params = (entry?.op.parameters ?? []).filter(
      (p) => p.in === 'path' || (p.in === 'query' && sentQuery.has(p.name)),
    )
    for (const p of params) expect(cli?.command).toContain(`--${p.name.replaceAll('_', '-')} `)
  })
})
