import { type WebSocketData, ws } from 'msw'
import { serveSerialConsole } from './serial-console-session'

export { echo } from './serial-console-session'

/** The in-page transport of the serial console (serial-console-session.ts): MSW's `ws.link`. */
const stream = ws.link(/\/v1\/instances\/[^/]+\/serial-console\/stream/)

const decoder = new TextDecoder()

async function text(data: WebSocketData): Promise<string> {
  if (typeof data === 'string') return data
  if (data instanceof Blob) return data.text()
  return decoder.decode(data)
}

/** The handler the browser worker runs next to the HTTP ones. */
export const serialConsoleStream = stream.addEventListener('connection', ({ client }) =>
  serveSerialConsole({
    url: client.url,
    send: (bytes) => client.send(bytes),
    close: (code, reason) => client.close(code, reason),
    onMessage: (listener) =>
      client.addEventListener('message', async (event) => listener(await text(event.data))),
    onClose: (listener) => client.addEventListener('close', listener),
  }),
)
