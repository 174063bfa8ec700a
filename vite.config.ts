import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { earlyRequests, recordEarlyRequests } from './config/early-requests.ts'
import { mockWorker } from './config/mock-worker.ts'
import { precompressed } from './config/precompressed.ts'
import { RACK_HEADERS } from './config/rack-headers.ts'
import { rackFromEnv, rackProxy } from './config/rack-proxy.ts'
import { firstLoadChunk } from './config/route-chunks.ts'
import { paths } from './src/util/paths.ts'

// API mode is chosen at start-up:
// OXIDE_HOST set -> remote mode, the dev server proxies the API to a real rack;
// otherwise the in-browser mock API (MSW service worker) answers /v1.
// VITE_API_MODE=remote builds for a rack without naming one.
const rack = rackFromEnv()
const apiMode = process.env.VITE_API_MODE ?? (rack.host ? 'remote' : 'mock')

if (rack.host && rack.insecureTls) {
  console.warn(
    `OXIDE_INSECURE_TLS: not verifying the certificate of ${rack.host}; anyone between here and the rack can read and change the traffic`,
  )
}

// the same table for the dev server and `vite preview` (the rack e2e project
// previews the remote build against `npm run mock-api`)
const proxy = rack.host ? rackProxy(rack.host, rack) : undefined

// the first load's code in one chunk, chosen from the route table: what `/` lands on
const firstLoad = firstLoadChunk({
  routesFile: new URL('./src/routes.tsx', import.meta.url).pathname,
  landing: paths.projects(),
})

export default defineConfig({
  plugins: [
    react(),
    firstLoad.plugin,
    precompressed(RACK_HEADERS),
    // remote: the page's first calls leave before its code loads (config/early-requests.ts)
    ...(apiMode === 'mock'
      ? [mockWorker()]
      : [earlyRequests(() => recordEarlyRequests(new URL('.', import.meta.url).pathname))]),
  ],
  resolve: { alias: { '~': new URL('./src', import.meta.url).pathname } },
  define: {
    'import.meta.env.VITE_API_MODE': JSON.stringify(apiMode),
  },
  server: { port: 4000, strictPort: true, proxy },
  // the headers the rack serves the console with; not in the dev server, whose
  // React refresh preamble is an inline script
  preview: { port: 4000, strictPort: true, proxy, headers: RACK_HEADERS },
  // the manifest tells the bench which chunks only the mock loads
  // no modulepreload polyfill: every browser the console supports has modulepreload
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // needed by inlined common chunks: no entry's exports are read from outside
      preserveEntrySignatures: false,
      output: {
        // a chunk's file is named by its hash alone: the bundle's import lists stay short
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          // the first load in one file (config/route-chunks.ts)
          groups: [firstLoad.group],
          // a shared chunk under 8 KB of source goes into each page that uses it, so a
          // navigation fetches a few files, not a dozen (docs/performance.md)
          experimentalInlineCommonChunks: { maxSize: 8192 },
        },
      },
    },
  },
})
