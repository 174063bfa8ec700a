import { toQueryString } from './__generated__/http-client'
import { camelToSnake, snakeify } from './__generated__/util'
import { CLI_COMMANDS } from './cli-commands'
import type { ApiRequest, FileBody } from './client'
import { fillPath, operationEntry } from './request'

/** The call as it goes on the wire: method, path (params filled in), query, body in snake_case. */
export type WireRequest = {
  method: string
  path: string
  /** snake_case names, in the order the client sends them */
  query: [string, string][]
  body?: unknown
  fileBody?: FileBody
}

/**
 * What the console's own call sends: the same operation table and key
 * conversions as `sendRequest`.
 */
export function wireRequest({ operationId, params, fileBody }: ApiRequest): WireRequest {
  const {
    path: pathParams,
    query: rawQuery,
    body: rawBody,
  } = params as {
    path?: Record<string, unknown>
    query?: Record<string, unknown>
    body?: unknown
  }
  const { method, path } = fillPath(operationEntry(operationId), pathParams)
  const query = Object.entries(rawQuery ?? {})
    .filter(([, v]) => v !== undefined && v !== null)
    .flatMap(([k, v]) =>
      (Array.isArray(v) ? v : [v]).map((item): [string, string] => [camelToSnake(k), String(item)]),
    )
  const body = rawBody === undefined ? undefined : JSON.parse(JSON.stringify(snakeify(rawBody)))
  return { method, path, query, body, ...(fileBody ? { fileBody } : {}) }
}

/** Path with its query string, as in the request line. */
export const pathWithQuery = (wire: WireRequest) =>
  wire.path + toQueryString(Object.fromEntries(wire.query))

const json = (body: unknown) => JSON.stringify(body, null, 2)

/** `POST /v1/instances?project=web-prod`, a blank line, then the JSON body. */
export function httpText(wire: WireRequest): string {
  const line = `${wire.method} ${pathWithQuery(wire)}`
  const file = wire.fileBody
  if (file) return `${line}\ncontent-type: ${file.contentType}\n\n<the bytes of ${file.variable}>`
  return wire.body === undefined
    ? line
    : `${line}\ncontent-type: application/json\n\n${json(wire.body)}`
}

/**
 * What a panel shows in place of a secret or a file's contents it must not
 * print (a private key, a webhook secret): `$KEY_FILE`, a shell variable the
 * person sets.
 */
export const placeholder = (name: string) => `$${name}`
const isPlaceholder = (s: string) => /^\$[A-Z][A-Z0-9_]*$/.test(s)

/** A word the shell takes as it is, a placeholder as a variable, or the word in single quotes. */
export function shellQuote(s: string): string {
  if (isPlaceholder(s)) return `"${s}"`
  if (/^[A-Za-z0-9_./:@%+=,-]+$/.test(s)) return s
  return `'${s.replaceAll("'", `'\\''`)}'`
}

/**
 * curl with the CLI's own environment variables as placeholders: `$OXIDE_HOST`
 * for the rack's address, `$OXIDE_TOKEN` for a device token.
 */
export function curlText(wire: WireRequest): string {
  const lines = [
    `curl -X ${wire.method} "$OXIDE_HOST${pathWithQuery(wire)}"`,
    `-H "Authorization: Bearer $OXIDE_TOKEN"`,
  ]
  const file = wire.fileBody
  if (file) {
    lines.push(`-H "Content-Type: ${file.contentType}"`, `--data-binary "@${file.variable}"`)
  } else if (wire.body !== undefined) {
    lines.push('-H "Content-Type: application/json"', `-d ${shellQuote(JSON.stringify(wire.body))}`)
  }
  return lines.join(' \\\n  ')
}

const isScalar = (v: unknown) => ['string', 'number', 'boolean'].includes(typeof v)
const flag = (name: string) => `--${name.replaceAll('_', '-')}`

/** The CLI line, and the body file it reads when the body nests (see `CLI_COMMANDS`). */
export type CliText = { command: string; bodyFile?: string }

export const BODY_FILE = 'body.json'

/**
 * `oxide project create --name web --description 'Web tier'`, or, for a body
 * that nests, `oxide instance create --project web-prod --json-body body.json`
 * with `body.json` beside it. Path params come before query params, each as
 * `--kebab-name value`; null body fields are left out (the CLI's default).
 * Undefined for an operation the table does not name.
 */
export function cliText(request: ApiRequest, wire = wireRequest(request)): CliText | undefined {
  const words = CLI_COMMANDS[request.operationId]
  // a file body has no CLI flag this table knows: HTTP and curl show it
  if (!words || request.fileBody) return undefined
  const pathParams = Object.entries(
    ((request.params as { path?: Record<string, unknown> }).path ?? {}) as Record<string, unknown>,
  ).map(([k, v]): [string, string] => [camelToSnake(k), String(v)])
  const parts = [`oxide ${words}`]
  for (const [k, v] of [...pathParams, ...wire.query]) parts.push(`${flag(k)} ${shellQuote(v)}`)
  const body = wire.body
  if (body === undefined) return { command: parts.join(' ') }
  const fields =
    typeof body === 'object' && body && !Array.isArray(body) ? Object.entries(body) : null
  if (fields?.every(([, v]) => v === null || isScalar(v))) {
    for (const [k, v] of fields) if (v !== null) parts.push(`${flag(k)} ${shellQuote(String(v))}`)
    return { command: parts.join(' ') }
  }
  parts.push(`--json-body ${BODY_FILE}`)
  return { command: parts.join(' '), bodyFile: json(body) }
}
