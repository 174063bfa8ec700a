/**
 * The mock API over HTTP (`npm run mock-api`), for curl, SDKs, the CLI and
 * contract tests: the same handlers as the in-browser mock.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { getResponse } from 'msw'
import { notFound } from '../errors'
import { handlers } from '../index'

const host = '127.0.0.1'
const port = Number(process.env.PORT ?? 12220)

async function readBody(req: IncomingMessage): Promise<string | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  // API bodies are JSON or form text
  return chunks.length ? Buffer.concat(chunks).toString('utf8') : undefined
}

async function toFetchRequest(req: IncomingMessage): Promise<Request> {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? `${host}:${port}`}`)
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v)
    else if (value !== undefined) headers.set(name, value)
  }
  const body = await readBody(req)
  return new Request(url, { method: req.method, headers, body })
}

async function respond(req: IncomingMessage, res: ServerResponse) {
  let response: Response
  try {
    const request = await toFetchRequest(req)
    response =
      (await getResponse(handlers, request)) ?? notFound(`route ${request.method} ${url(req)}`)
  } catch (e) {
    console.error(e)
    response = Response.json(
      { request_id: crypto.randomUUID(), error_code: 'Internal', message: String(e) },
      { status: 500 },
    )
  }
  res.statusCode = response.status
  response.headers.forEach((value, name) => {
    res.setHeader(name, value)
  })
  res.end(Buffer.from(await response.arrayBuffer()))
}

const url = (req: IncomingMessage) => (req.url ?? '/').split('?')[0]

createServer((req, res) => {
  void respond(req, res)
}).listen(port, host, () => {
  console.log(`Mock API listening on http://${host}:${port}`)
})
