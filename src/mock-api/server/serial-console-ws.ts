import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { type RawData, WebSocket, WebSocketServer } from 'ws'
import type { RequestContext } from '../request-context'
import { runAs } from '../request-context'
import { type ConsoleTransport, serveSerialConsole } from '../serial-console-session'

/** The one path the mock server upgrades to a websocket. */
const STREAM_PATH = /^\/v1\/instances\/[^/]+\/serial-console\/stream$/

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8')
  return Buffer.from(data as ArrayBuffer).toString('utf8')
}

/** The mock server's transport of the serial console (serial-console-session.ts): a `ws` socket. */
function transport(socket: WebSocket, url: URL): ConsoleTransport {
  return {
    url,
    send(bytes) {
      if (socket.readyState === WebSocket.OPEN) socket.send(bytes, { binary: true })
    },
    close: (code, reason) => socket.close(code, reason),
    onMessage: (listener) => socket.on('message', (data) => listener(rawText(data))),
    onClose: (listener) => socket.on('close', () => listener()),
  }
}

/** An upgrade of any other path is answered with a plain 404 and hung up on. */
function refuse(socket: Duplex) {
  socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
}

/**
 * Serve `GET /v1/instances/{instance}/serial-console/stream` as a websocket on
 * `server`, as the request's own client (`contextFor`: its cookie or bearer
 * token). A client without a session is let in and then closed with the same
 * code and reason as the in-page mock gives.
 */
export function attachSerialConsole(
  server: Server,
  contextFor: (req: IncomingMessage) => RequestContext,
): WebSocketServer {
  const wss = new WebSocketServer({ noServer: true })
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`)
    if (!STREAM_PATH.test(url.pathname)) {
      refuse(socket)
      return
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      void runAs(contextFor(req), () => serveSerialConsole(transport(ws, url)))
    })
  })
  return wss
}
