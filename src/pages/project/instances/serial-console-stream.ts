import { operationUrl } from '~/api/request'
/** How much of the console's buffered output to replay on connect, as the CLI does (bytes). */
export const MOST_RECENT_BYTES = 262144

export type ConsoleStatus =
  | { kind: 'connecting' }
  | { kind: 'connected' }
  | { kind: 'closed'; reason: string }

export const statusLabel: Record<ConsoleStatus['kind'], string> = {
  connecting: 'Connecting',
  connected: 'Connected',
  closed: 'Closed',
}

/** The stream is on the console's own host, over wss when the page is https. */
export function streamUrl(
  { protocol, host }: { protocol: string; host: string },
  instance: string,
  query: { project: string; mostRecent: number },
) {
  const { url } = operationUrl('instanceSerialConsoleStream', { path: { instance }, query })
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${url}`
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/** Why the connection ended, in words, from the socket's close event. */
export function closeReason({ code, reason }: { code: number; reason: string }): string {
  if (reason) return capitalize(reason)
  if (code === 1000) return 'The instance closed the serial console'
  if (code === 1006) return 'The connection was lost'
  return `The connection closed (code ${code})`
}

/** A frame as the terminal writes it: bytes stay bytes (the console speaks raw bytes), text stays text. */
export async function frameData(data: unknown): Promise<Uint8Array | string> {
  if (typeof data === 'string') return data
  if (data instanceof ArrayBuffer) return new Uint8Array(data)
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
  if (data instanceof Blob) return new Uint8Array(await data.arrayBuffer())
  return ''
}
