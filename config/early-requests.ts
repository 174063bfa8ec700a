import { createHash } from 'node:crypto'
import { build, type Plugin } from 'vite'

const entry = new URL('../src/api/early-script.ts', import.meta.url).pathname

/** src/api/early-script.ts and what it imports, as one minified classic script. */
async function bundleEarlyScript(): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      lib: { entry, formats: ['iife'], name: 'oxideEarly', fileName: () => 'early.js' },
    },
  })
  const [result] = Array.isArray(output) ? output : [output]
  if (!('output' in result)) throw new Error('early requests: no bundle')
  const chunk = result.output.find((o) => o.type === 'chunk')
  if (chunk?.type !== 'chunk') throw new Error('early requests: no chunk')
  return chunk.code
}

/**
 * Remote builds only: the early-requests script (src/api/early-requests.ts),
 * a classic same-origin script first in the page's head, so the page's first
 * API requests leave while the app's code loads. A file, not an inline
 * script: the rack's CSP allows none. Its name carries its hash, as the
 * bundle's files do.
 */
export function earlyRequests(): Plugin {
  let source = ''
  let fileName = ''
  return {
    name: 'early-requests',
    apply: 'build',
    async buildStart() {
      source = await bundleEarlyScript()
      fileName = `assets/early-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source })
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'script', attrs: { src: `/${fileName}` }, injectTo: 'head-prepend' }],
    },
  }
}
