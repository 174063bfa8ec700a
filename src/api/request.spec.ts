import { afterEach, describe, expect, it, vi } from 'vitest'
import { readApiDocument } from '../../api/document'
import { Api } from './__generated__/Api'
import { operations } from './operations'
import { operationEntry, operationUrl, sendRequest } from './request'

afterEach(() => {
  vi.unstubAllGlobals()
})

/** The request the generated client sends for an operation, caught at fetch. */
async function generatedRequest(operation: string, params: object) {
  const fetch = vi.fn(async () => new Response('{}'))
  vi.stubGlobal('fetch', fetch)
  const methods = new Api().methods as unknown as Record<string, (p: object) => Promise<unknown>>
  await methods[operation](params)
  const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
  return { url, init }
}

type Operation = {
  operationId: string
  parameters?: { in: string; name: string }[]
  requestBody?: { content: Record<string, unknown> }
}
const doc = readApiDocument<{ paths: Record<string, Record<string, Operation>> }>()
const byName = new Map(
  Object.values(doc.paths).flatMap((item) =>
    Object.values(item).map((op) => [camel(op.operationId), op] as const),
  ),
)
function camel(s: string) {
  return s.replace(/_(.)/g, (_, c: string) => c.toUpperCase())
}

/** Its JSON body has no schema (any value), so the generated client takes none. */
const FREE_FORM_BODY = ['systemUpdateTrustRootCreate']

/** Every parameter the operation declares, with a value named after it, and a body if it takes JSON. */
function sampleParams(operation: string) {
  const op = byName.get(operation)
  const path: Record<string, string> = {}
  const query: Record<string, string> = {}
  for (const p of op?.parameters ?? []) {
    if (p.in === 'path') path[camel(p.name)] = `${p.name}-value`
    if (p.in === 'query') query[camel(p.name)] = `${p.name} value`
  }
  // the generated client sends JSON bodies only (a form or octet-stream body is not its to send)
  const json = op?.requestBody?.content['application/json'] && !FREE_FORM_BODY.includes(operation)
  return { path, query, ...(json ? { body: { someField: [1, 'two'] } } : {}) }
}

describe('the operation table', () => {
  it('names operations of the generated client only', () => {
    const client = new Api()
    const names = new Set([...Object.keys(client.methods), ...Object.keys(client.ws)])
    expect(Object.keys(operations).filter((op) => !names.has(op))).toEqual([])
  })

  const methods = Object.keys(new Api().methods).filter((op) => op in operations)
  it.each(methods)('sends %s as the generated client does', async (op) => {
    const name = op as keyof typeof operations
    const params = sampleParams(op)
    const expected = await generatedRequest(op, params)
    const fetch = vi.fn(async () => new Response('{}'))
    vi.stubGlobal('fetch', fetch)
    await sendRequest(name, params)
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe(expected.url)
    expect(init.method).toBe(expected.init.method)
    expect(init.body).toBe(expected.init.body)
    expect(new Headers(init.headers).get('api-version')).toBe(
      new Headers(expected.init.headers).get('api-version'),
    )
  })
})

describe('operationEntry', () => {
  it('gives a read’s and a change’s method and path template', () => {
    expect(operationEntry('projectList')).toBe('GET /v1/projects')
    expect(operationEntry('projectCreate')).toBe('POST /v1/projects')
  })
})

describe('operationUrl', () => {
  it('fills path parameters (encoded) and writes the query in snake_case', () => {
    expect(
      operationUrl('instanceSerialConsoleStream', {
        path: { instance: 'a b' },
        query: { project: 'p', mostRecent: 5, fromStart: undefined },
      }),
    ).toEqual({
      method: 'GET',
      url: '/v1/instances/a%20b/serial-console/stream?project=p&most_recent=5',
    })
  })
})
