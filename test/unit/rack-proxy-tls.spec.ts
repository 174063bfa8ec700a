import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer as createHttpsServer, type Server } from 'node:https'
import { type AddressInfo, createServer as createNetServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket, WebSocketServer } from 'ws'

/**
 * Racks often have a self-signed certificate.
 * A fake rack on 127.0.0.1 serves HTTPS with one (test/rack/tls); the
 * console's proxy (vite.config.ts, the same table for `npm start` and
 * `vite preview`) must refuse it by default, trust it given its CA in
 * NODE_EXTRA_CA_CERTS, and skip the check only when OXIDE_INSECURE_TLS=1.
 */
const root = new URL('../..', import.meta.url).pathname
const tls = join(root, 'test/rack/tls')
const vite = join(root, 'node_modules/vite/bin/vite.js')

let rack: Server
let rackUrl: string
const outDir = mkdtempSync(join(tmpdir(), 'console-tls-'))
const running: ChildProcess[] = []

async function freePort(): Promise<number> {
  const server = createNetServer().listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** `vite preview` with the console's config, proxying to the fake rack; its output so far. */
async function startConsole(env: Record<string, string>) {
  const port = await freePort()
  const child = spawn(
    process.execPath,
    [vite, 'preview', '--outDir', outDir, '--port', String(port), '--strictPort'],
    // no colours: with CI set, Vite colours its output and the port would sit between codes
    { cwd: root, env: { ...process.env, NO_COLOR: '1', OXIDE_HOST: rackUrl, ...env } },
  )
  running.push(child)
  let output = ''
  child.stdout?.on('data', (d) => {
    output += d
  })
  child.stderr?.on('data', (d) => {
    output += d
  })
  await new Promise<void>((resolve, reject) => {
    const check = setInterval(() => {
      if (output.includes(`:${port}/`)) {
        clearInterval(check)
        resolve()
      }
    }, 50)
    child.once('exit', (code) => {
      clearInterval(check)
      reject(new Error(`vite preview exited with ${code}: ${output}`))
    })
  })
  return { url: `http://localhost:${port}`, output: () => output }
}

beforeAll(async () => {
  writeFileSync(join(outDir, 'index.html'), '<!doctype html><title>console</title>')
  rack = createHttpsServer(
    { key: readFileSync(join(tls, 'rack-key.pem')), cert: readFileSync(join(tls, 'rack.pem')) },
    (req, res) => {
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify({ status: 'ok', path: req.url, host: req.headers.host }))
    },
  )
  // the serial console's websocket: echo what is typed
  new WebSocketServer({ server: rack }).on('connection', (socket) => {
    socket.on('message', (data) => socket.send(data))
  })
  await new Promise<void>((resolve) => rack.listen(0, '127.0.0.1', resolve))
  rackUrl = `https://127.0.0.1:${(rack.address() as AddressInfo).port}`
})

afterAll(async () => {
  for (const child of running) child.kill()
  rack.closeAllConnections()
  await new Promise((resolve) => rack.close(resolve))
  rmSync(outDir, { recursive: true, force: true })
})

describe('proxy to a rack with a self-signed certificate', () => {
  it('refuses the rack when its CA is not trusted', async () => {
    const app = await startConsole({})
    const response = await fetch(`${app.url}/v1/ping`)
    expect(response.status).toBe(502)
    expect(app.output()).toMatch(
      /unable to verify the first certificate|self[- ]signed certificate/,
    )
  }, 20_000)

  it('reaches the rack, HTTP and websocket, with its CA in NODE_EXTRA_CA_CERTS', async () => {
    const app = await startConsole({ NODE_EXTRA_CA_CERTS: join(tls, 'ca.pem') })
    const response = await fetch(`${app.url}/v1/ping`)
    expect(response.status).toBe(200)
    // changeOrigin: the rack sees its own host, as its certificate names it
    expect(await response.json()).toEqual({
      status: 'ok',
      path: '/v1/ping',
      host: new URL(rackUrl).host,
    })

    const socket = new WebSocket(
      `${app.url.replace('http', 'ws')}/v1/instances/db1/serial-console/stream`,
    )
    const echoed = new Promise<string>((resolve, reject) => {
      socket.once('message', (data) => resolve(String(data)))
      socket.once('error', reject)
    })
    socket.once('open', () => socket.send('hello rack'))
    expect(await echoed).toBe('hello rack')
    socket.close()
    expect(app.output()).not.toMatch(/OXIDE_INSECURE_TLS/)
  }, 20_000)

  it('skips verification only when asked, and says so at start', async () => {
    const app = await startConsole({ OXIDE_INSECURE_TLS: '1' })
    const response = await fetch(`${app.url}/v1/ping`)
    expect(response.status).toBe(200)
    expect(app.output()).toMatch(/OXIDE_INSECURE_TLS: not verifying the certificate/)
  }, 20_000)
})
