import { instanceActions } from '~/api/states'
import { db, lookup } from './db'
import { serialConsoleText } from './handlers/instance-extras'
import { isSignedIn } from './session'

/**
 * The serial-console stream (a simulated console that echoes input),
 * whatever carries it: on connect the last `most_recent` bytes of the boot
 * log, then every keystroke echoed back as a terminal would show it. Frames
 * are bytes, as on a rack. The connection closes when the instance leaves the
 * states with a console (running, rebooting, migrating, repairing).
 *
 * Two transports adapt to `ConsoleTransport`: the in-page mock's MSW
 * `ws.link` (serial-console.ts) and the mock server's `ws` server
 * (server/serial-console-ws.ts), so both behave the same.
 */
export type ConsoleTransport = {
  /** the upgrade request's URL (instance name, `project`, `most_recent`) */
  url: URL
  send(bytes: Uint8Array): void
  close(code: number, reason: string): void
  /** typed input, as text */
  onMessage(listener: (text: string) => void): void
  onClose(listener: () => void): void
}

// custom close codes (4000-4999 are the application's): the reason says what went wrong
export const CLOSE_REFUSED = 4000

/** How often a connection checks that its instance still has a console (ms). */
const WATCH_MS = 500

const encoder = new TextEncoder()

/** What the terminal shows for typed input: Enter starts a new line, Backspace rubs out. */
export function echo(input: string): string {
  return input.replaceAll('\r', '\r\n').replaceAll('\x7f', '\b \b')
}

async function errorMessage(e: unknown): Promise<string> {
  if (e instanceof Response) {
    const body = (await e.json().catch(() => ({}))) as { message?: string }
    return body.message ?? `error ${e.status}`
  }
  return String(e)
}

const hasConsole = (instanceId: string) => {
  const instance = db.instances.find((i) => i.id === instanceId)
  return !!instance && instanceActions.serialConsole.includes(instance.run_state)
}

/** Serve one console connection: refuse it (close with a reason) or stream until it ends. */
export async function serveSerialConsole(client: ConsoleTransport) {
  if (!isSignedIn()) {
    client.close(CLOSE_REFUSED, 'credentials missing or invalid')
    return
  }
  const { url } = client
  const name = decodeURIComponent(url.pathname.split('/')[3] ?? '')
  let instance: ReturnType<typeof lookup.instance>
  try {
    instance = lookup.instance({
      instance: name,
      project: url.searchParams.get('project') ?? undefined,
    })
  } catch (e) {
    client.close(CLOSE_REFUSED, await errorMessage(e))
    return
  }
  if (!hasConsole(instance.id)) {
    client.close(
      CLOSE_REFUSED,
      `instance "${instance.name}" is ${instance.run_state}: no serial console`,
    )
    return
  }

  const log = encoder.encode(serialConsoleText(instance))
  const mostRecent = Number(url.searchParams.get('most_recent') ?? log.length)
  client.send(log.slice(Math.max(0, log.length - mostRecent)))

  client.onMessage((text) => client.send(encoder.encode(echo(text))))

  // a stopped (or deleted) instance has no console any more
  const watch = setInterval(() => {
    if (hasConsole(instance.id)) return
    clearInterval(watch)
    client.close(CLOSE_REFUSED, `instance "${instance.name}" no longer has a serial console`)
  }, WATCH_MS)
  client.onClose(() => clearInterval(watch))
}
