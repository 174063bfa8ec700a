/**
 * The mock API over HTTP (`npm run mock-api`), for curl, SDKs, the CLI and
 * contract tests: the same handlers as the in-browser mock, with sessions as
 * on a rack. `POST /v1/login/{silo}/local`
 * gives that client an HttpOnly `session` cookie, `/v1/logout` ends that
 * session only (`userLogout` ends all of a user's), the device flow's
 * bearer tokens act as their user, and a request with neither is a 401
 * (except sign-in and friends). The server starts signed out; `mockUser`
 * (MOCK_USER) makes every request without a session of its own act as that
 * user, for scripts.
 *
 * Each request runs in its own request context (request-context.ts), so the
 * handlers see that request's user and nothing else.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { TLSSocket } from 'node:tls'
import { getResponse } from 'msw'
import { endSession, sessionUser, startSession } from '../console-sessions'
import { internalError, notFound } from '../errors'
import { userIdForBearerToken } from '../handlers/device-auth'
import { handlers } from '../index'
import { DEFAULT_USER } from '../knobs'
import { installContextStorage, type RequestContext, runAs } from '../request-context'
import { findUser } from '../session'
import {
  bearerToken,
  clearedSessionCookie,
  isSecureRequest,
  parseCookies,
  SESSION_COOKIE,
  sessionCookie,
} from './cookies'
import { attachSerialConsole } from './serial-console-ws'

installContextStorage(new AsyncLocalStorage<RequestContext>())

export type MockServerOptions = {
  /** 0 picks a free port */
  port?: number
  host?: string
  /** a fixture user (username or id) that requests without a session act as */
  mockUser?: string
}

export type MockServer = { url: string; port: number; close: () => Promise<void> }

/** A request's context and the `Set-Cookie`s its sign-in or sign-out asks for. */
type ClientContext = { context: RequestContext; setCookies: string[] }

async function readBody(req: IncomingMessage): Promise<string | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  // API bodies are JSON or form text
  return chunks.length ? Buffer.concat(chunks).toString('utf8') : undefined
}

/** `origin` when the client sent no Host (links the mock writes use the Host it was asked on). */
async function toFetchRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const url = new URL(req.url ?? '/', req.headers.host ? `http://${req.headers.host}` : origin)
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v)
    else if (value !== undefined) headers.set(name, value)
  }
  const body = await readBody(req)
  return new Request(url, { method: req.method, headers, body })
}

export async function startMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  const host = options.host ?? '127.0.0.1'
  // sessions are rows of the store (console-sessions.ts): one lives until its
  // client signs out or `userLogout` ends every session of its user

  const mockUserId = () => {
    if (!options.mockUser) return undefined
    const user = findUser(options.mockUser)
    return (user ?? findUser(DEFAULT_USER))?.id
  }
  if (options.mockUser && !findUser(options.mockUser)) {
    console.warn(`MOCK_USER "${options.mockUser}" is not a fixture user; acting as ${DEFAULT_USER}`)
  }

  function clientContext(req: IncomingMessage): ClientContext {
    const encrypted = (req.socket as TLSSocket).encrypted === true
    const secure = isSecureRequest(req.headers['x-forwarded-proto'], encrypted)
    const token = parseCookies(req.headers.cookie)[SESSION_COOKIE]
    const bearer = bearerToken(req.headers.authorization)
    const setCookies: string[] = []
    const context: RequestContext = {
      // an IPv4 client on a dual-stack socket shows as ::ffff:a.b.c.d
      sourceIp: req.socket.remoteAddress?.replace(/^::ffff:/, ''),
      userId:
        (token && sessionUser(token)) ||
        // a request with a bearer token of its own is that token's, or nobody's
        (bearer ? userIdForBearerToken(bearer) : mockUserId()) ||
        null,
      signIn(userId) {
        // a fresh token on every sign-in: an old (or planted) one never becomes valid
        if (token) endSession(token)
        const fresh = startSession(userId).token
        context.userId = userId
        setCookies.push(sessionCookie(fresh, secure))
      },
      signOut() {
        if (token) endSession(token)
        context.userId = null
        setCookies.push(clearedSessionCookie(secure))
      },
    }
    return { context, setCookies }
  }

  async function respond(req: IncomingMessage, res: ServerResponse, origin: string) {
    let response: Response
    const { context, setCookies } = clientContext(req)
    try {
      const request = await toFetchRequest(req, origin)
      const path = new URL(request.url).pathname
      response =
        (await runAs(context, () => getResponse(handlers, request))) ??
        notFound(`route ${request.method} ${path}`)
    } catch (e) {
      console.error(e)
      response = internalError(String(e))
    }
    res.statusCode = response.status
    response.headers.forEach((value, name) => {
      res.setHeader(name, value)
    })
    for (const cookie of setCookies) res.appendHeader('set-cookie', cookie)
    res.end(Buffer.from(await response.arrayBuffer()))
  }

  let origin = ''
  const server = createServer((req, res) => {
    void respond(req, res, origin)
  })
  const wss = attachSerialConsole(server, (req) => clientContext(req).context)

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 12220, host, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  origin = `http://${host}:${port}`

  return {
    url: origin,
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const client of wss.clients) client.terminate()
        wss.close()
        server.closeAllConnections()
        server.close((e) => (e ? reject(e) : resolve()))
      }),
  }
}
