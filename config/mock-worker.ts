import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

const fileName = 'mockServiceWorker.js'
// MSW's worker script, kept up to date by msw (package.json, msw.workerDirectory);
// outside public/ so that a remote build does not ship it
const source = new URL(`../mock-public/${fileName}`, import.meta.url)

/**
 * Mock mode only: serve MSW's service worker at /mockServiceWorker.js in the
 * dev server and write it into the build (the mock registers it from there,
 * src/mock-api/index.ts).
 */
export function mockWorker(): Plugin {
  const read = () => readFileSync(source, 'utf8')
  return {
    name: 'mock-worker',
    configureServer(server) {
      server.middlewares.use(`/${fileName}`, (_req, res) => {
        res.setHeader('content-type', 'text/javascript')
        res.end(read())
      })
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: read() })
    },
  }
}
