/** Servers and the browser for `npm run bench` and `bench/ab.ts`. */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { chromiumPath } from '../config/browser'

export async function waitFor(url: string) {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(url)).status < 500) return
    } catch {}
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`no server at ${url}`)
}

/** `npx ...` in its own process group, so stopping it stops what npx starts too. */
export const start = (args: string[], env: Record<string, string> = {}) =>
  spawn('npx', args, { stdio: 'ignore', detached: true, env: { ...process.env, ...env } })

export async function build(outDir: string, env: Record<string, string>, reuse = false) {
  if (reuse && existsSync(join(outDir, 'index.html'))) return
  const child = spawn('npx', ['vite', 'build', '--outDir', outDir], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  })
  const code = await new Promise((r) => child.on('exit', r))
  if (code !== 0) throw new Error(`vite build --outDir ${outDir} failed`)
}

export function launchBrowser() {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  })
}

/**
 * `npm run mock-api` on `port`, answering every call after `delay` ms, every
 * request without a session acting as alice (the bench skips sign-in).
 */
export async function startMockApi(port: number, delay: number) {
  const url = `http://127.0.0.1:${port}`
  const server = start(['tsx', 'src/mock-api/server/serve.ts'], {
    PORT: String(port),
    MOCK_LATENCY: String(delay),
    MOCK_USER: 'alice',
  })
  await waitFor(`${url}/v1/ping`)
  return { url, server }
}

/** `vite preview` of a remote build: the rack's headers, /v1 proxied to `mockApi`. */
export async function previewRemote(outDir: string, port: number, mockApi: string) {
  const server = start(
    ['vite', 'preview', '--outDir', outDir, '--port', String(port), '--strictPort'],
    { OXIDE_HOST: mockApi },
  )
  const base = `http://localhost:${port}`
  await waitFor(base)
  return { base, server }
}
